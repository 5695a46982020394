import sys

from kotoba.cli import main

# Guarded: a worker process (big pages are extracted in one) runs this file again to rebuild ``__main__``.
if __name__ == "__main__":
    sys.exit(main())
