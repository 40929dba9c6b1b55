"""Seat settings: what the server does for a seat (answer its one-answer decisions, ...).

A nullable JSON column on ``seats``; NULL means the defaults, so every stored game keeps
playing as before.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("settings", sa.JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("settings")
