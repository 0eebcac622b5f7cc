"""Routes: one module per resource. Parse the request, call a service, serialize."""
