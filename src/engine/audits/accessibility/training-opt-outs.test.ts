import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import trainingOptOuts from './training-opt-outs';

const page = '<!doctype html><html><head><title>x</title></head><body><p>x</p></body></html>';

describe("training opt-outs follow the owner's intent", () => {
  it('for visibility it is not applicable: training blocks are neither asked for nor counted', () => {
    expect(trainingOptOuts.run(makeArtifacts(page, { robots: 'User-agent: GPTBot\nDisallow: /' })).score).toBeNull();
  });
  it('for keep-out-of-training it names the blocks that work and writes the group for the rest', () => {
    const out = trainingOptOuts.run({
      ...makeArtifacts(page, { robots: 'User-agent: GPTBot\nDisallow: /' }),
      intent: 'keep-out-of-training',
    });
    expect(out.evidence.find((e) => e.label.startsWith('Refused'))?.value).toContain('GPTBot');
    expect(out.evidence.find((e) => e.label === 'Still allowed')?.value).toContain('ClaudeBot');
    const steps = out.fix!.stepByStep.join('\n');
    expect(steps).toContain('+User-agent: ClaudeBot');
    expect(steps).toContain('+Disallow: /');
    expect(steps).not.toMatch(/User-agent: (OAI-SearchBot|ChatGPT-User|PerplexityBot|Googlebot)\b/);
  });
});
