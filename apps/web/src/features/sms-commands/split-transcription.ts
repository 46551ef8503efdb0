/**
 * The parts of a command transcription, separated by '*' on the wire
 * ("P*zone*plate*hours" → ["P", "zone", "plate", "hours"]); blank parts are dropped.
 */
export function splitTranscription(transcription: string): string[] {
  return transcription
    .split('*')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
