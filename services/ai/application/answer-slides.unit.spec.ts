import { slidesFromAnswer, type AnswerItem } from './answer-slides.js';

async function* streamed(text: string, size: number): AsyncIterable<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

async function read(text: string, size = 7): Promise<AnswerItem[]> {
  const items: AnswerItem[] = [];
  for await (const item of slidesFromAnswer(streamed(text, size))) items.push(item);
  return items;
}

const poll = { type: 'poll', title: 'Lunch?', options: [{ title: 'Pizza' }, { title: 'Soup' }] };
const cloud = { type: 'wordCloud', title: 'One word' };

describe('slidesFromAnswer: the model streamed JSON as whole, valid slides', () => {
  it('yields each slide once its closing brace arrives, whatever the chunking', async () => {
    for (const size of [1, 5, 64, 1000]) {
      expect(await read(JSON.stringify({ slides: [poll, cloud] }), size)).toEqual([
        { kind: 'slide', slide: poll },
        { kind: 'slide', slide: cloud },
      ]);
    }
  });

  it('takes whitespace around the JSON, and nothing else after it', async () => {
    expect(await read(` \n${JSON.stringify({ slides: [cloud] })}\n \n`, 3)).toEqual([{ kind: 'slide', slide: cloud }]);
    expect((await read(`${JSON.stringify({ slides: [cloud] })} Hope this helps!`, 100)).at(-1)).toMatchObject({ kind: 'invalid' });
  });

  it('ends at the first invalid slide, keeping the ones before it', async () => {
    const items = await read(JSON.stringify({ slides: [cloud, { type: 'poll', title: 'No options' }, poll] }));
    expect(items[0]).toEqual({ kind: 'slide', slide: cloud });
    expect(items[1]).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('slide 2') });
    expect(items).toHaveLength(2);
  });

  it('calls prose, an empty list and a cut-off answer invalid', async () => {
    expect(await read('Sure! Here you go.')).toEqual([{ kind: 'invalid', reason: expect.stringContaining('not JSON') }]);
    expect(await read('{"slides": []}')).toEqual([{ kind: 'invalid', reason: 'no slides' }]);
    expect(await read('{"deck": [1, 2]}')).toEqual([{ kind: 'invalid', reason: 'no slides' }]);
    const cut = await read(JSON.stringify({ slides: [cloud, poll] }).slice(0, -20));
    expect(cut[0]).toEqual({ kind: 'slide', slide: cloud });
    expect(cut.at(-1)).toMatchObject({ kind: 'invalid' });
  });

  it('lets a failing stream (the provider, Stop) fail, after the whole slides before it', async () => {
    async function* failing(): AsyncIterable<string> {
      yield JSON.stringify({ slides: [cloud] }).slice(0, -2);
      throw new Error('500 upstream');
    }
    const items: AnswerItem[] = [];
    await expect(
      (async () => {
        for await (const item of slidesFromAnswer(failing())) items.push(item);
      })(),
    ).rejects.toThrow('500 upstream');
    expect(items).toEqual([{ kind: 'slide', slide: cloud }]);
  });

  it('refuses a quiz question without exactly one correct option', async () => {
    const quiz = { type: 'pickAnswer', title: 'Q', options: [{ title: 'a', correct: true }, { title: 'b', correct: true }] };
    expect(await read(JSON.stringify({ slides: [quiz] }))).toEqual([{ kind: 'invalid', reason: expect.stringContaining('exactly one correct') }]);
  });
});
