import { describe, expect, it } from 'vitest';
import { titleStatus } from './title-tag';
import { descriptionStatus } from './meta-description';

describe('title and description lengths as the result page shows them', () => {
  it('counts a CJK character as two Latin ones', () => {
    // 25 Japanese characters fill a result title as 50 Latin ones do: not too short.
    expect(titleStatus('欲張りなイヌ ＜福娘童話集 きょうのイソップ童話＞')).toBe('optimal');
    expect(titleStatus('Short title here')).toBe('too_short');
    expect(titleStatus('あ'.repeat(31))).toBe('too_long');
    expect(
      descriptionStatus('昔々、ある村に一匹のイヌがいました。肉をくわえて橋を渡ると、川に映った自分の姿を見ました。'),
    ).toBe('optimal');
    expect(descriptionStatus('A short description of the page.')).toBe('too_short');
  });
});
