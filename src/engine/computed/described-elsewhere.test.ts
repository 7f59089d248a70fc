import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { describedElsewhere } from './described-elsewhere';

const TITLE = 'Changes in Circulating Tumor-Specific DNA in Patients With Non-Small Cell Lung Cancer - Full Text View';
const page = (og: string) =>
  makeArtifacts(
    `<html><head><title>${TITLE} - ClinicalTrials.gov</title><meta name="og:description" value="${og}"></head><body><p>The purpose of this research study is to evaluate a blood test.</p></body></html>`,
    { url: 'https://clinicaltrials.gov/ct2/show/NCT03746262' },
  );

describe('a description the page writes elsewhere', () => {
  it("is not the page's title again (ClinicalTrials.gov's og:description)", () => {
    expect(describedElsewhere(page(`${TITLE}.`))).toBeNull();
  });
  it('is taken when it says more than the title', () => {
    const og =
      'A blood test measuring circulating tumour DNA before and after surgery in 60 patients with lung cancer.';
    expect(describedElsewhere(page(og))?.text).toBe(og);
  });
});
