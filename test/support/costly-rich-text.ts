/** Rich text that passes every bound yet costs a sanitiser the most per character (attributes to drop, text to escape). */
export function costlyRichText(length: number): string {
  const chunk = '<span class="c" style="color:red" title="t" onclick="x()" data-a="1"><b><i>&amp;&lt;</i></b></span><';
  return chunk.repeat(Math.floor(length / chunk.length));
}

/** A freestyle slide's canvas of `blocks` rich-text blocks, each at the length limit: about 22 KB of JSON per block. */
export function costlyCanvas(blocks: number, length: number) {
  return Array.from({ length: blocks }, (_, index) => ({
    id: `block-${index}`,
    type: 'RichText',
    tag: 'content',
    content: { value: costlyRichText(length) },
    style: { width: 100, height: 100, transform: '' },
  }));
}

/** How many such blocks fill a JSON body of a megabyte (the body limit) without passing it. */
export const BLOCKS_IN_A_MEGABYTE = 47;
