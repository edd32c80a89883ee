// Shortens the names a wasm-bindgen module imports from its JavaScript glue.
//
// wasm-bindgen names every import after the function it wraps plus a 16-digit hash
// (`__wbg_getAttribute_b9f6fc4b689c71b0`), and every import also repeats the glue's file name as
// its module. Those names are written twice, once in the wasm and once in the glue, and random hex
// does not compress: about 6 KB of the gzipped download. This renames each import to a short name
// (`_0`, `_1`, …) and its module to `m`, in the wasm's import section and in the glue, and checks
// the result: every old name occurred exactly once in the glue, and the new module lists exactly
// the new names. Nothing else in either file changes.

/** Reads an unsigned LEB128 number at `pos`; returns it and the position after it. */
function readLeb(bytes, pos) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[pos++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, pos];
}

/** Encodes `value` as unsigned LEB128. */
function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

/** The position after a LEB128 number at `pos`, whatever its width. */
function skipLeb(bytes, pos) {
  while (bytes[pos++] & 0x80);
  return pos;
}

/** The position after the limits (of a table or memory) at `pos`. */
function skipLimits(bytes, pos) {
  const flags = bytes[pos++];
  pos = skipLeb(bytes, pos);
  return flags & 1 ? skipLeb(bytes, pos) : pos;
}

/** Reads a length-prefixed UTF-8 name at `pos`. */
function readName(bytes, pos) {
  const [len, start] = readLeb(bytes, pos);
  return [new TextDecoder().decode(bytes.subarray(start, start + len)), start + len];
}

/** A length-prefixed UTF-8 name. */
function name(text) {
  const utf8 = new TextEncoder().encode(text);
  return [...leb(utf8.length), ...utf8];
}

/** The imports of the module: each one's module, name, and the bytes of its description. */
function parseImports(payload) {
  let [count, pos] = readLeb(payload, 0);
  const imports = [];
  for (let i = 0; i < count; i++) {
    let module, field;
    [module, pos] = readName(payload, pos);
    [field, pos] = readName(payload, pos);
    const start = pos;
    const kind = payload[pos++];
    if (kind === 0) pos = skipLeb(payload, pos); // function: type index
    else if (kind === 1) pos = skipLimits(payload, pos + 1); // table: element type, limits
    else if (kind === 2) pos = skipLimits(payload, pos); // memory: limits
    else if (kind === 3) pos += 2; // global: value type, mutability
    else if (kind === 4) pos = skipLeb(payload, pos + 1); // tag: attribute, type index
    else throw new Error(`unknown import kind ${kind}`);
    imports.push({ module, field, desc: payload.subarray(start, pos) });
  }
  if (pos !== payload.length) throw new Error('the import section has bytes after its last import');
  return imports;
}

/** `text` with the one match of `pattern` (global) replaced by `to`; throws unless exactly one. */
function replaceOnce(text, pattern, to, what) {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== 1) throw new Error(`the glue names ${what} ${found} times, expected once`);
  return text.replace(pattern, () => to);
}

/** A pattern matching `text` literally. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renames the imports of `wasm` (bytes) and the matching names in `js` (the glue's source).
 * Returns the new bytes and source, and how many imports were renamed.
 */
export function shortenImports(wasm, js) {
  const bytes = new Uint8Array(wasm);
  let pos = 8;
  while (pos < bytes.length) {
    const id = bytes[pos];
    const [size, start] = readLeb(bytes, pos + 1);
    if (id !== 2) {
      pos = start + size;
      continue;
    }
    const imports = parseImports(bytes.subarray(start, start + size));
    const modules = [...new Set(imports.map((i) => i.module))];
    if (modules.length !== 1) throw new Error(`expected one import module, found ${modules.join(', ')}`);
    // Numbered in the order the glue defines them, so its keys run _0, _1, … and compress well.
    const order = imports.map((imp, i) => [js.indexOf(imp.field), i]).sort((a, b) => a[0] - b[0]);
    const short = new Map(order.map(([, i], rank) => [i, `_${rank.toString(36)}`]));
    const renamed = imports.map((imp, i) => ({ ...imp, module: 'm', field: short.get(i) }));
    // Each import is a key of the glue's import object, and the module is that object's key.
    for (const [i, imp] of imports.entries()) {
      js = replaceOnce(js, new RegExp(`(?<![\\w$])${literal(imp.field)}(?![\\w$])`, 'g'), renamed[i].field, imp.field);
    }
    js = replaceOnce(js, new RegExp(`(["'])${literal(modules[0])}\\1`, 'g'), '"m"', modules[0]);
    const payload = [...leb(renamed.length)];
    for (const imp of renamed) payload.push(...name(imp.module), ...name(imp.field), ...imp.desc);
    const out = new Uint8Array([...bytes.subarray(0, pos), 2, ...leb(payload.length), ...payload, ...bytes.subarray(start + size)]);
    const listed = WebAssembly.Module.imports(new WebAssembly.Module(out));
    const expected = renamed.map((r) => `${r.module}.${r.field}`);
    if (listed.map((l) => `${l.module}.${l.name}`).join() !== expected.join()) {
      throw new Error('the rewritten module does not import what was renamed');
    }
    return { wasm: Buffer.from(out), js, count: renamed.length };
  }
  throw new Error('the module has no import section');
}
