import { describe, expect, it } from 'vitest';
import { splitTranscription } from './split-transcription';

describe('splitTranscription', () => {
  it('splits the transcription at every asterisk', () => {
    expect(splitTranscription('P*zone*plate*hours')).toEqual(['P', 'zone', 'plate', 'hours']);
  });

  it('trims parts and drops empty ones', () => {
    expect(splitTranscription(' P * номер зоны *  госномер * ')).toEqual(['P', 'номер зоны', 'госномер']);
    expect(splitTranscription('**')).toEqual([]);
    expect(splitTranscription('')).toEqual([]);
  });

  it('keeps a transcription without separators whole', () => {
    expect(splitTranscription('STOP')).toEqual(['STOP']);
  });
});
