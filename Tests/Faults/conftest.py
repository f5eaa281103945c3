"""Fixtures for the fault tests; the helpers live in faultkit.py (a module
name of its own, so it never meets Tests/Browser/conftest.py)."""
from faultkit import coldocs, project  # noqa: F401  (fixtures)
