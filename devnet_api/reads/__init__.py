"""The read layer: every list and detail that members read of threads, projects, feed posts,
members and the trend snapshots, one module per resource. Writes go through devnet_api.services.

A read is one hand-written statement (devnet_api.db.sql) built from the kinds' own fragments
(``Kind.from_sql`` joins the owner, ``Kind.visible_sql`` is the one SQL spelling of what members
can see, ``blocks.hidden_sql`` the one spelling of blocks and mutes), and its rows become the wire
objects through a ``Shape`` derived from the same pydantic schema the writes answer with
(devnet_api.reads.shape): no hand-written copy of a shape or of a model's rule. Routes call a read
and send what it returns: a ``Page`` of JSON-ready dicts, or one dict.

Reads may import models, services (views, blocks, kinds), schemas and sql; services never import
reads (tests/test_layers.py). docs/architecture.md says how to add one: copy reads/projects.py.
"""
