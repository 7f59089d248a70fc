import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'image-alt-text',
  category: 'content',
  title: 'Images have alt text',
  failureTitle: 'Images are missing alt text',
  description: 'Language models cannot see images; alt text is the only way they learn what an image shows.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Describe every image with alt text',
    description: 'Give every meaningful image a short description in its alt attribute.',
    stepByStep: ['Open the media library or page editor.', 'For each image, fill in "Alt text" with what the image shows (e.g. "Red running shoe, side view").', 'Leave decorative images with an empty alt.'],
  },
  run({ content: c }) {
    if (!c.images) return { score: null, evidence: [ev('Images', 'none')] };
    return { score: c.imagesWithAlt / c.images, evidence: [ev('Images', c.images), ev('With alt text', c.imagesWithAlt)] };
  },
});
