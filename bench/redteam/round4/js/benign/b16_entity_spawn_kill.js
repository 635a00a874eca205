// class: benign | technique: game simulation with static spawn() and kill() methods and a pid counter | effect: prints survivors
class Entity {
  static #nextPid = 1;
  static spawn(kind, hp) { return new Entity(kind, hp); }
  constructor(kind, hp) { this.pid = Entity.#nextPid++; this.kind = kind; this.hp = hp; }
  kill() { this.hp = 0; return this; }
  get alive() { return this.hp > 0; }
}
const world = new Map();
for (const [k, hp] of [['orc', 5], ['elf', 8], ['troll', 12]]) {
  const e = Entity.spawn(k, hp);
  world.set(e.pid, e);
}
world.get(2).kill();
console.log([...world.values()].filter((e) => e.alive).map((e) => `${e.pid}:${e.kind}`));
