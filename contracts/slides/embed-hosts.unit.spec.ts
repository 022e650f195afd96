import { convertEmbedUrl } from './embed-url.js';
import { isFrameableEmbed } from './embed-hosts.js';

describe('embed frame sources', () => {
  it('frames every link the conversion rules turn into a player or viewer', () => {
    const links = [
      'https://youtu.be/aqz-KE-bpKQ?t=90',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://vimeo.com/76979871',
      'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit#slide=id.p',
      'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit',
      'https://miro.com/app/board/uXjVOabc123=/',
      'https://www.skoletube.dk/media/1234',
    ];
    for (const link of links) {
      const converted = convertEmbedUrl(link);
      expect({ link, frameable: converted.ok && isFrameableEmbed(converted.embed.embedSrc) }).toEqual({ link, frameable: true });
    }
  });

  it('frames nothing else: other sites, plain http, other ports, look-alike hosts', () => {
    for (const link of [
      'https://example.org/page',
      'http://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com:8443/embed/x',
      'https://www.youtube.com.evil.example/embed/x',
      'https://evilskoletube.dk/x',
      'javascript:alert(1)',
      'not a link',
    ]) {
      expect({ link, frameable: isFrameableEmbed(link) }).toEqual({ link, frameable: false });
    }
  });
});
