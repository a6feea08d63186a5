"""End to end: drive `cmm mcp` with the official MCP client over stdio."""

from __future__ import annotations

import base64
import json
import os
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters, stdio_client

from complex_memory_manager import MemoryStore

EMAIL = "dana.whitfield@example.org"
TOOLS = {"remember", "recall", "forget", "stats", "cleanup", "audit", "scan"}


def _params(root: Path, key: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "complex_memory_manager.cli", "mcp"],
        env={
            "CMM_ROOT": str(root),
            "CMM_MASTER_KEY": key,
            "CMM_KEYRING": "off",
            "HOME": os.environ["HOME"],
            "XDG_CONFIG_HOME": os.environ.get("XDG_CONFIG_HOME", ""),
            "PYTHONPATH": os.pathsep.join(sys.path),
        },
    )


def _text(result: Any) -> str:
    return " ".join(getattr(c, "text", "") for c in result.content)


def _run_session(root: Path, key: str, errlog: Any, body: Any) -> Any:
    async def main() -> Any:
        async with (
            stdio_client(_params(root, key), errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            return await body(session)

    return anyio.run(main)


@pytest.fixture
def key() -> str:
    return os.environ["CMM_MASTER_KEY"]


@pytest.fixture
def errlog(tmp_path: Path) -> Any:
    with (tmp_path / "server-stderr.log").open("w+") as fh:
        yield fh


class TestMcpEndToEnd:
    def test_tools_privacy_errors_and_recovery(
        self, root: Path, key: str, errlog: Any
    ) -> None:
        """The client lists the tools, remembers a text holding an email (the result
        reports a redaction, never the address), recalls it by query, runs audit and
        cleanup; bad arguments come back as tool errors and the server keeps serving."""
        log: dict[str, Any] = {}

        async def body(s: ClientSession) -> None:
            tools = await s.list_tools()
            log["tools"] = {t.name: t for t in tools.tools}

            r = await s.call_tool("remember", {
                "skill": "weather-daily",
                "text": f"User prefers Celsius and weekly forecasts; contact {EMAIL}",
            })
            log["remember"] = r

            log["recall"] = await s.call_tool(
                "recall", {"skill": "weather-daily", "query": "celsius forecast", "limit": 3})
            log["bad_skill"] = await s.call_tool(
                "remember", {"skill": "../Etc/Passwd", "text": "hello"})
            log["missing"] = await s.call_tool("remember", {"skill": "weather-daily"})
            log["wrong_type"] = await s.call_tool(
                "recall", {"skill": "weather-daily", "limit": "many secret words"})
            log["usage"] = await s.call_tool("forget", {"skill": "weather-daily"})
            log["unknown"] = await s.call_tool("no-such-tool", {})
            log["stats_record"] = await s.call_tool(
                "stats", {"action": "record", "skill": "weather-daily", "success": True})
            log["stats_show"] = await s.call_tool("stats", {})
            log["scan"] = await s.call_tool("scan", {"text": f"write to {EMAIL} today"})
            log["audit"] = await s.call_tool("audit", {})
            log["cleanup"] = await s.call_tool("cleanup", {"dry_run": False, "if_due": False})
            log["after"] = await s.call_tool(
                "recall", {"skill": "weather-daily", "query": "celsius"})

        _run_session(root, key, errlog, body)

        assert set(log["tools"]) >= TOOLS
        for tool in log["tools"].values():
            assert tool.description and len(tool.description) > 30, tool.name
            assert tool.input_schema.get("type") == "object"
        assert "skill" in log["tools"]["remember"].input_schema["required"]

        rem = log["remember"]
        assert not rem.is_error
        assert rem.structured_content["redacted"] is True
        assert rem.structured_content["findings"] == {"email": 1}
        assert EMAIL not in json.dumps(rem.structured_content) + _text(rem)

        rec = log["recall"]
        assert not rec.is_error
        entries = rec.structured_content["entries"]
        assert len(entries) == 1 and "Celsius" in entries[0]["text"]
        assert entries[0]["score"] > 0
        assert EMAIL not in entries[0]["text"]

        for name in ("bad_skill", "missing", "wrong_type", "usage", "unknown"):
            assert log[name].is_error, name
        assert "skill" in _text(log["bad_skill"]).lower()
        assert "text" in _text(log["missing"])
        assert "many secret words" not in _text(log["wrong_type"])  # values never echoed

        assert not log["stats_record"].is_error
        assert log["stats_record"].structured_content["weather-daily"]["calls"] == 1
        stats = log["stats_show"].structured_content
        assert stats["skill_stats"]["weather-daily"]["calls"] == 1

        scan = log["scan"].structured_content
        assert scan["counts"] == {"email": 1} and EMAIL not in json.dumps(scan)

        if not hasattr(MemoryStore, "audit") or not hasattr(MemoryStore, "cleanup"):
            pytest.skip("cleanup/audit not in this version of MemoryStore")
        assert not log["audit"].is_error, _text(log["audit"])
        assert EMAIL not in json.dumps(log["audit"].structured_content)
        assert not log["cleanup"].is_error, _text(log["cleanup"])

        after = log["after"]  # the server survived every error above
        assert not after.is_error and len(after.structured_content["entries"]) == 1

        errlog.seek(0)
        assert EMAIL not in errlog.read()
        assert EMAIL.encode() not in b"".join(
            p.read_bytes() for p in root.rglob("*") if p.is_file()
        )

    def test_no_key_is_a_tool_error_not_a_crash(self, tmp_path: Path, errlog: Any) -> None:
        """Without a master key, remember fails as a tool error with a hint; scan still works."""
        bad_key = base64.b64encode(b"short").decode()

        async def body(s: ClientSession) -> tuple[Any, Any]:
            r = await s.call_tool("remember", {"skill": "skill-a", "text": "hello there"})
            ok = await s.call_tool("scan", {"text": "nothing private here"})
            return r, ok

        r, ok = _run_session(tmp_path / "memory", bad_key, errlog, body)
        assert r.is_error and "CMM_MASTER_KEY" in _text(r)
        assert not ok.is_error and ok.structured_content["clean"] is True


class TestStdoutIsProtocolOnly:
    def test_every_stdout_line_is_json_rpc(self, root: Path, key: str) -> None:
        """Raw stdio: each request gets one JSON-RPC response line, errors included, and
        nothing else (no logs, no prints) ever reaches stdout."""
        import subprocess

        env = dict(os.environ, CMM_ROOT=str(root), CMM_MASTER_KEY=key, CMM_KEYRING="off")
        proc = subprocess.Popen(
            [sys.executable, "-m", "complex_memory_manager.cli", "--debug", "mcp"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=env,
        )
        assert proc.stdin and proc.stdout
        calls = [
            ("remember", {"skill": "skill-a", "text": f"Mail {EMAIL} about the weekly plan"}),
            ("remember", {"skill": "skill-a"}),
            ("recall", {"skill": "Not A Slug"}),
            ("recall", {"skill": "skill-a", "query": "weekly plan"}),
        ]
        msgs: list[dict[str, Any]] = [
            {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "raw-test", "version": "1"}}},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
        ] + [
            {"jsonrpc": "2.0", "id": i, "method": "tools/call",
             "params": {"name": name, "arguments": args}}
            for i, (name, args) in enumerate(calls, 1)
        ]
        replies: dict[int, dict[str, Any]] = {}
        try:
            for msg in msgs:
                proc.stdin.write(json.dumps(msg) + "\n")
                proc.stdin.flush()
                if "id" not in msg:
                    continue
                while msg["id"] not in replies:
                    line = proc.stdout.readline()
                    assert line, "server closed stdout"
                    doc = json.loads(line)  # anything but JSON-RPC fails here
                    assert doc.get("jsonrpc") == "2.0"
                    if "id" in doc:
                        replies[doc["id"]] = doc
        finally:
            proc.stdin.close()
            proc.wait(timeout=30)
            assert proc.stdout.read().strip() == ""
            stderr = proc.stderr.read() if proc.stderr else ""
        results = [replies[i]["result"] for i in range(1, len(calls) + 1)]
        assert [r.get("isError", False) for r in results] == [False, True, True, False]
        assert EMAIL not in json.dumps(replies) and EMAIL not in stderr
