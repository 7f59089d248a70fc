import { describe, expect, it } from 'vitest';
import { localizeText, toBritish } from './locale';

describe('toBritish', () => {
  it('converts American spellings and keeps case', () => {
    expect(toBritish('Optimization Impacts Summary')).toBe('Optimisation Impacts Summary');
    expect(toBritish('Analyzing Your Website')).toBe('Analysing Your Website');
    expect(toBritish('OPTIMIZED')).toBe('OPTIMISED');
    expect(toBritish('the color and behavior of the center')).toBe('the colour and behaviour of the centre');
    expect(toBritish('Analysis Canceled, prioritize and customize')).toBe(
      'Analysis Cancelled, prioritise and customise',
    );
  });
  it('leaves addresses and unrelated words alone', () => {
    expect(toBritish('see https://example.com/optimize or me@optimize.com')).toBe(
      'see https://example.com/optimize or me@optimize.com',
    );
    expect(toBritish('size prize seize citizen')).toBe('size prize seize citizen');
    expect(toBritish('')).toBe('');
  });
  it('only converts for en-GB', () => {
    expect(localizeText('Get My AI Score: optimize', 'en-US')).toBe('Get My AI Score: optimize');
    expect(localizeText('optimize', 'en-GB')).toBe('optimise');
    expect(localizeText('optimize', 'en-AU')).toBe('optimize');
  });
});
