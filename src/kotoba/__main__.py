import sys

from kotoba.cli import main

sys.exit(main())
