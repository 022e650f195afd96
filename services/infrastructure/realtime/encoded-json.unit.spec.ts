import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { EncodedJson, encodeWithSplicedFields, PreEncodedJsonEncoder, SharedJson } from './encoded-json.js';

/** What a client's decoder makes of one encoded packet. */
function decoded(encoded: ReturnType<Encoder['encode']>): Packet {
  const decoder = new Decoder();
  let packet: Packet | undefined;
  decoder.on('decoded', (value: Packet) => (packet = value));
  for (const part of encoded) decoder.add(part);
  return packet!;
}

const snapshot = {
  sessionId: 's1',
  status: 'live',
  me: { audienceId: 'a1', name: 'Ana' },
  myAnswers: [{ answerId: 'x', slideId: 'p', value: { optionIds: ['o1'] } }],
  results: { slideId: 'p', total: 2, options: [{ id: 'o1', count: 2 }] },
  note: undefined,
};

describe('PreEncodedJsonEncoder', () => {
  const stock = new Encoder();
  const ours = new PreEncodedJsonEncoder();

  it('encodes other packets exactly as socket.io does', () => {
    const packets: Packet[] = [
      { type: PacketType.EVENT, nsp: '/', data: ['results:updated', { slideId: 'p', results: snapshot.results }] },
      { type: PacketType.ACK, nsp: '/', id: 7, data: [{ ok: true, duplicate: false }] },
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.EVENT, nsp: '/', data: ['blob', Buffer.from([1, 2, 3])] },
    ];
    for (const packet of packets) expect(ours.encode(packet)).toEqual(stock.encode(packet));
  });

  it('writes EncodedJson arguments as they are, and a client decodes the same message', () => {
    const event: Packet = { type: PacketType.EVENT, nsp: '/', data: ['session:state', snapshot] };
    const preEncoded: Packet = { ...event, data: ['session:state', new EncodedJson(JSON.stringify(snapshot))] };
    expect(ours.encode(preEncoded)).toEqual(stock.encode(event));
    const ack: Packet = { type: PacketType.ACK, nsp: '/room', id: 12, data: [new EncodedJson('{"ok":true}'), 3, undefined] };
    expect(decoded(ours.encode(ack))).toEqual({ type: PacketType.ACK, nsp: '/room', id: 12, data: [{ ok: true }, 3, null] });
  });

  it('refuses an object beside EncodedJson, which could hold binary', () => {
    const packet: Packet = { type: PacketType.EVENT, nsp: '/', data: ['session:state', new EncodedJson('{}'), { file: Buffer.from([1]) }] };
    expect(() => ours.encode(packet)).toThrow(TypeError);
  });
});

describe('encodeWithSplicedFields', () => {
  it('gives the same JSON value as JSON.stringify', () => {
    const encoded = encodeWithSplicedFields(snapshot, ['results'], new SharedJson());
    expect(JSON.parse(encoded.json)).toEqual(JSON.parse(JSON.stringify(snapshot)));
    expect(JSON.parse(encodeWithSplicedFields({ ...snapshot, results: null }, ['results'], new SharedJson()).json)).toEqual(
      JSON.parse(JSON.stringify({ ...snapshot, results: null })),
    );
    expect(JSON.parse(encodeWithSplicedFields({ results: snapshot.results }, ['results'], new SharedJson()).json)).toEqual({ results: snapshot.results });
  });

  it('splices fields that are JSON already as they are', () => {
    const { myAnswers, ...rest } = snapshot;
    const encoded = encodeWithSplicedFields({ ...rest, myAnswers: new EncodedJson(JSON.stringify(myAnswers)) }, ['myAnswers', 'results'], new SharedJson());
    expect(JSON.parse(encoded.json)).toEqual(JSON.parse(JSON.stringify(snapshot)));
  });

  it('encodes a shared object once, however many payloads carry it', () => {
    const shared = new SharedJson();
    const results = { slideId: 'p', total: 1 };
    const first = encodeWithSplicedFields({ sessionId: 's1', results }, ['results'], shared);
    // Shared objects are never changed once sent; a change here shows the cached JSON is reused.
    results.total = 99;
    const second = encodeWithSplicedFields({ sessionId: 's2', results }, ['results'], shared);
    expect(JSON.parse(first.json)).toEqual({ sessionId: 's1', results: { slideId: 'p', total: 1 } });
    expect(JSON.parse(second.json)).toEqual({ sessionId: 's2', results: { slideId: 'p', total: 1 } });
  });
});
