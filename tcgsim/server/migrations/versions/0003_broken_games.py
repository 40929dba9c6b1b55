"""Broken games: a game that no longer replays is set aside with its error.

Its status becomes 'broken' (the status column already holds any short word) and the
reason goes in the new ``error`` column, so one damaged game never stops a server start
and whoever looks into it finds why.

Revision ID: 0003
Revises: 0002
Create Date: 2026-05-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("error", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("error")
