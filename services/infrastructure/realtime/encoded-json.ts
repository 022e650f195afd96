import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/** A message argument that is JSON already: the encoder below writes it as it is. */
export class EncodedJson {
  constructor(readonly json: string) {}
}

/**
 * JSON of objects that many sockets are sent unchanged (one slide's results to ten thousand phones that
 * reconnect at once), made once per object. The objects must not change once encoded.
 */
export class SharedJson {
  private readonly encoded = new WeakMap<object, string>();

  of(value: object): string {
    let json = this.encoded.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      this.encoded.set(value, json);
    }
    return json;
  }
}

/** `T` with the fields `K` given as JSON already. */
export type WithEncoded<T, K extends keyof T> = Omit<T, K> & { [P in K]: EncodedJson | T[P] };

/**
 * `value` as JSON, where each field named in `splicedKeys` is spliced in rather than encoded again: an
 * EncodedJson as it is, an object from `shared` (encoded once per object). Keys keep their meaning; only
 * their order differs from JSON.stringify's.
 */
export function encodeWithSplicedFields<T extends object>(value: T, splicedKeys: readonly (keyof T & string)[], shared: SharedJson): EncodedJson {
  const own: Record<string, unknown> = {};
  let spliced = '';
  for (const [key, field] of Object.entries(value)) {
    if (!(splicedKeys as readonly string[]).includes(key)) own[key] = field;
    else if (field !== undefined) spliced += `,${JSON.stringify(key)}:${encodedField(field, shared)}`;
  }
  const ownJson = JSON.stringify(own);
  return new EncodedJson(ownJson === '{}' ? `{${spliced.slice(1)}}` : `${ownJson.slice(0, -1)}${spliced}}`);
}

function encodedField(field: unknown, shared: SharedJson): string {
  if (field instanceof EncodedJson) return field.json;
  return field !== null && typeof field === 'object' ? shared.of(field) : JSON.stringify(field);
}

/**
 * socket.io's encoder, except that a message whose arguments include EncodedJson is written without
 * encoding those again: the stock encoder walks every payload for binary attachments before it stringifies
 * it, a large part of a reconnect storm (test/load/NOTES.md). Every other message is encoded as before. The
 * wire format is the same, so clients need nothing different.
 */
export class PreEncodedJsonEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    const args = packet.data as unknown[] | undefined;
    if ((packet.type === PacketType.EVENT || packet.type === PacketType.ACK) && Array.isArray(args) && args.some((arg) => arg instanceof EncodedJson)) {
      return [encodeWithPreEncodedArguments(packet, args)];
    }
    return super.encode(packet);
  }
}

/** The same text as socket.io-parser's encodeAsString for a non-binary packet. */
function encodeWithPreEncodedArguments(packet: Packet, args: readonly unknown[]): string {
  const parts = args.map((arg) => {
    if (arg instanceof EncodedJson) return arg.json;
    if (arg === undefined) return 'null';
    // Only plain values may go beside encoded JSON: an object could hold binary, which needs attachments.
    if (arg !== null && typeof arg === 'object') throw new TypeError('Only primitive arguments may accompany EncodedJson in one message');
    return JSON.stringify(arg);
  });
  const namespace = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
  return `${packet.type}${namespace}${packet.id ?? ''}[${parts.join(',')}]`;
}

/** The parser for socket.io's `parser` option: the encoder above and the stock decoder. */
export const preEncodedJsonParser = { Encoder: PreEncodedJsonEncoder, Decoder };
