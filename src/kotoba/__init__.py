"""kotoba: web tools for LLM agents — a guarded page reader, built-in web search handled honestly, and
clients that show what the agent is doing.

The package root stays light: ``import kotoba`` does not import the agent or its clients.
"""

from kotoba.settings import Settings

__all__ = ["Settings", "__version__"]
__version__ = "0.1.0"
