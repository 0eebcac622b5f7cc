from devnet_cli.main import app

app(prog_name="devnet")
