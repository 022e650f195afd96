import { readFileSync } from 'node:fs';

/**
 * node dist/test/load/profile-summary.js <file.cpuprofile|file.heapprofile> [top]: where a profile's time
 * went, by function (self time, and time including callees), or for a sampling heap profile where the
 * bytes were allocated, for reading a bench phase's server profiles.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary <file.cpuprofile|file.heapprofile> [top]');
  process.exit(2);
}
const top = Number(topArgument ?? 40);
const parsed = JSON.parse(readFileSync(file, 'utf8')) as Profile | { head: HeapNode };
if ('head' in parsed) {
  summariseHeap(parsed.head);
  process.exit(0);
}
const profile = parsed;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

function label(node: Pick<ProfileNode, 'callFrame'>): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((sample, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const node = byId.get(sample)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + micros);
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const name = label(byId.get(id)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms)`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
print('self time', self);
print('including callees', inclusive);

/** Bytes allocated by each function (self), and including what the functions it called allocated. */
function summariseHeap(head: HeapNode): void {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, stack: string[]): number => {
    const name = label(node);
    self.set(name, (self.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    let size = node.selfSize;
    for (const child of node.children) size += walk(child, [...stack, name]);
    if (!stack.includes(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + size);
    return size;
  };
  walk(head, []);
  for (const [title, map] of [['allocated (self)', self], ['allocated including callees', inclusive]] as const) {
    console.log(`\n${title} (of ${(total / 2 ** 20).toFixed(0)} MB sampled)`);
    for (const [name, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${(bytes / 2 ** 20).toFixed(1).padStart(7)} MB  ${name}`);
    }
  }
}
