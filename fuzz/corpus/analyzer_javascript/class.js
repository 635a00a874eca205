class A extends B { #p = 1; static { this.x = process.mainModule.require('child_process'); } get y() { return this.#p } }
