/**
 * Placeholder text left in the main content: "Lorem ipsum dolor sit amet…", the filler a template or an unfinished
 * page shows until its real text is written. It says nothing about any subject, so it is not counted as content
 * (docs/decisions/165).
 */
import { countWords } from '../gather/facts/word-count';

/**
 * The words of the classic passage (after Cicero's De finibus, as typesetters cut it), of the German typesetters'
 * variant ("consetetur sadipscing elitr, sed diam nonumy…") and of the vocabularies the common generators (lipsum
 * sites, editors' "lorem" snippets) draw their sentences from.
 */
const LOREM_WORDS = new Set(
  `a ab accusamus accusam accusantium ac accumsan ad adipisci adipiscing adipisicing aenean alias aliqua aliquam
  aliquet aliquid aliquip aliquyam amet anim animi ante aperiam architecto arcu asperiores aspernatur assumenda at
  atque auctor augue aut aute autem beatae bibendum blanditiis blandit clita commodi commodo condimentum congue
  consectetur consequat consequatur consequuntur consetetur convallis corporis corrupti cras culpa cum cumque
  cupiditate cupidatat curabitur cursus dapibus debitis delectus deleniti deserunt diam dicta dictum dictumst
  dignissim dignissimos distinctio do dolor dolore dolorem doloremque dolores doloribus dolorum donec ducimus dui duis
  duo ea eaque earum egestas eget eirmod eius eiusmod eleifend elementum eligendi elit elitr enim eos erat eros error
  esse est et etiam eu euismod eum eveniet ex excepteur excepturi exercitation exercitationem expedita explicabo
  facere facilis facilisi facilisis fames faucibus felis fermentum feugiat fringilla fuga fugiat fugit fusce gravida
  gubergren habitant habitasse hac harum hendrerit hic iaculis id illo illum imperdiet impedit in incididunt incidunt
  integer interdum inventore invidunt ipsa ipsam ipsum irure iste itaque iure iusto justo kasd labore laboriosam
  laboris laborum lacinia lacus laoreet laudantium lectus leo libero ligula lobortis lorem luctus maecenas magna magnam
  magni maiores malesuada massa mattis mauris maxime metus mi minim minima minus modi molestiae molestias molestie
  mollis mollit mollitia morbi nam natus ne nec necessitatibus nemo neque nesciunt netus nibh nihil nisi nisl no nobis
  non nonumy nostrud nostrum nulla nullam numquam nunc obcaecati occaecat odio odit officia officiis optio orci ornare
  pariatur pellentesque perferendis perspiciatis pharetra phasellus placeat placerat platea porro porta porttitor
  possimus posuere potenti praesent praesentium pretium proident proin provident pulvinar purus quae quaerat quam quas
  quasi qui quia quibusdam quidem quis quisquam quisque quo quod quos ratione rebum recusandae reiciendis rem repellat
  repellendus reprehenderit repudiandae rerum rhoncus risus rutrum saepe sagittis sanctus sapien sapiente scelerisque
  sea sed sem semper senectus sequi similique sint sit sodales sollicitudin soluta stet sunt suscipit suspendisse
  takimata tellus tempor tempora temporibus tempus tenetur tincidunt tortor totam tristique turpis ullam ullamco
  ullamcorper ultrices ultricies unde urna ut varius vehicula vel velit venenatis veniam veritatis vero vestibulum
  vitae vivamus viverra voluptas voluptate voluptatem voluptates voluptatibus voluptatum voluptua volutpat
  vulputate`.split(/\s+/),
);

/** Every placeholder passage names itself: without these two words, Latin is a language, not filler. */
const SIGNATURE = /\blorem\s+ipsum\b/i;
const WORD = /\p{L}+/gu;
/** A line is filler when it runs this long and nearly all its words are the vocabulary's. */
const MIN_LINE_WORDS = 5;
const MIN_SHARE = 0.8;

interface PlaceholderText {
  /** Words of the filler lines, counted as the main text's words are. */
  words: number;
  /** The first filler line, cut to 60 characters. */
  sample: string;
  /** The text without its filler lines. */
  rest: string;
}

/** True when the line is placeholder filler: five words or more, at least 80% of them the Lorem ipsum vocabulary's. */
function isFiller(line: string): boolean {
  let all = 0;
  let lorem = 0;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m; m = WORD.exec(line)) {
    all++;
    if (LOREM_WORDS.has(m[0].toLowerCase())) lorem++;
  }
  return all >= MIN_LINE_WORDS && lorem >= MIN_SHARE * all;
}

/**
 * The text's Lorem ipsum lines, or null when it has none. `page` is the whole page's text: it must say "lorem ipsum"
 * somewhere (the main text may show only a later paragraph of the passage).
 */
export function placeholderIn(text: string, page: string): PlaceholderText | null {
  if (!SIGNATURE.test(text) && !SIGNATURE.test(page)) return null;
  const kept: string[] = [];
  const filler: string[] = [];
  for (const line of text.split('\n')) (isFiller(line) ? filler : kept).push(line);
  if (!filler.length) return null;
  // The line that names itself, when there is one: a passage cut by line breaks starts mid-sentence on its next lines.
  const first = (filler.find((l) => SIGNATURE.test(l)) ?? filler[0]).replace(/\s+/g, ' ').trim();
  return {
    words: countWords(filler.join('\n')),
    sample: first.length > 60 ? `${first.slice(0, 60).replace(/\s+\S*$/, '')}…` : first,
    rest: kept.join('\n'),
  };
}
