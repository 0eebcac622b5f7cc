"""The live channel ``/ws``: one hub of this process's sockets, fed by the app's publisher.

By concern: ``events`` (event types, audiences, publishers; no aiohttp: services import it),
``collector`` (what a unit of work records; no aiohttp either), ``flush`` (publishing a unit
after commit, the same way for requests, the CLI, tasks and jobs), ``frames`` (the wire bytes
of a frame), ``backlog`` (one socket and what waits to be written to it), ``hub`` (this process's
sockets and the broadcast), ``revocation`` (sockets follow their session), ``listener`` (the Redis
subscriber, the read-only watcher and the publisher the app uses) and ``handler`` (``/ws``
itself; ``install``). This module imports nothing, so importing ``devnet_api.realtime.events``
stays light. docs/realtime.md tells the whole path.

- The session cookie authenticates the socket; the client's ``{"type": "auth", "userId": N}``
  frame is answered ``auth_ok`` when N is the session's member, else an error and close 4401.
  Only an authenticated socket receives events. Malformed frames are ignored.
- A socket follows the session it was opened with: it closes (error frame, then 4401) when that
  session is revoked (logout, password reset, ban, deletion: ``services.sessions`` announces it
  and the publisher carries it to every process as an internal event), when it expires, and when
  a re-check finds it gone (on every auth frame, and every ``SESSION_CHECK_EVERY`` seconds).
- An upgrade without a live session is answered at once with the error frame and 4401 (what
  API.md says its auth frame gets), so it holds nothing; a signed-in socket that sends no auth
  frame within ``AUTH_TIMEOUT`` is closed the same way. Past ``MAX_SOCKETS_PER_MEMBER`` or
  ``MAX_SOCKETS_PER_NETWORK`` open sockets (per process) an upgrade is refused with 429.
- A broadcast encodes and frames its event once and writes the same bytes to each socket's
  transport (``Frame``), ``SEND_CHUNK`` sockets per pass of the loop: an event that comes while a
  broadcast is under way joins it, so each socket not yet written to gets both in one write (a
  process that falls behind makes fewer, larger writes instead of queueing whole broadcasts). A
  socket whose client reads slower than it is sent to gets a bounded backlog and a task that
  writes it out as the client drains, so a slow client never stalls a broadcast; a client whose
  backlog is full is closed (1013) and reconnects.
- Scaled mode: one Redis subscriber per process (``listen_ctx``) hands other processes' events to
  the hub; when Redis goes away it logs, retries, and resubscribes when Redis is back, while HTTP
  and this process's sockets keep working.
"""
