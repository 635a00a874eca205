// expect: js.deserialize.unsafe
const serialize = require('node-serialize');
// expect: js.deserialize.unsafe
serialize.unserialize(input);
// ok: js.deserialize.unsafe
JSON.parse(input);
