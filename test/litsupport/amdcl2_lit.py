"""lit helpers for amdcl2's test configuration that lit's workers must be
able to import (a class defined in lit.cfg.py cannot be unpickled there)."""

import lit.Test


class VariantTest(lit.Test.Test):
    """A test run again under another name (DIR/GPU/NAME) for another GPU:
    its source is the original file, its outputs (%t) its own."""

    def getSourcePath(self):
        return self.file_path
