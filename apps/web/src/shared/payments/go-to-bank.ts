/** Leaves for the bank's pay page (a module of its own so tests can stand in for the browser). */
export function goToBank(url: string): void {
  window.location.assign(url);
}
