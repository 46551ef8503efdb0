/** A zone as the inspector reads it: its name when that holds the number ("Зона 101"), else both. */
export function zoneLabel(zonenumber: string, name: string): string {
  if (!name || name === zonenumber) return zonenumber;
  return name.includes(zonenumber) ? name : `${zonenumber} — ${name}`;
}
