// class: second-stage | technique: XOR-encoded char codes decoded with String.fromCharCode(...map(c ^ key)) and passed to eval | effect: runs `echo rt4-xor`
const key = 0x2a;
const blob = [73, 69, 68, 89, 69, 70, 79, 4, 70, 69, 77, 2, 88, 79, 91, 95, 67, 88, 79, 2, 13, 73, 66, 67, 70, 78, 117, 90, 88, 69, 73, 79, 89, 89, 13, 3, 4, 79, 82, 79, 73, 121, 83, 68, 73, 2, 13, 79, 73, 66, 69, 10, 88, 94, 30, 7, 82, 69, 88, 13, 3, 4, 94, 69, 121, 94, 88, 67, 68, 77, 2, 3, 3];

const src = String.fromCharCode(...blob.map((c) => c ^ key));
eval(src);
