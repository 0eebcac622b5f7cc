"""The HTTP plumbing: the route table, the wire format, who is asking, middlewares, sessions."""
