"""Real HTTP servers for tests, bound to loopback on port 0 and stopped by the fixture that starts them."""
