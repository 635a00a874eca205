import os
import sys

impl = (None or os.system) if sys.platform.startswith("linux") else print
impl("id")
