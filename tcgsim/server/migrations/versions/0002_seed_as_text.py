"""Seeds as decimal text: the server's seeds are 128-bit, more than BIGINT holds.

Existing seeds (all below 2**63) become their decimal digits, so every stored game replays
as before. Downgrading turns them back into BIGINT, which fails for a 128-bit seed.

Revision ID: 0002
Revises: 0001
Create Date: 2026-05-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _refuse_a_cascading_rebuild() -> None:
    """Stop (nothing changed) where rebuilding ``games`` on SQLite would delete its seats
    and moves: foreign keys on and games stored. Storage.migrate turns them off first."""
    bind = op.get_bind()
    if bind.dialect.name != "sqlite" or not bind.exec_driver_sql("PRAGMA foreign_keys").scalar():
        return
    if bind.exec_driver_sql("SELECT 1 FROM games LIMIT 1").first() is not None:
        raise RuntimeError(
            "migration 0002 must run with PRAGMA foreign_keys=OFF on SQLite: rebuilding the "
            "games table would delete every seat and move (ON DELETE CASCADE)"
        )


def upgrade() -> None:
    # SQLite cannot alter a column's type: batch mode copies the table (casting each seed)
    # and drops the old one, which deletes every seat and move with foreign keys on
    _refuse_a_cascading_rebuild()
    with op.batch_alter_table("games") as batch:
        batch.alter_column(
            "seed",
            existing_type=sa.BigInteger(),
            type_=sa.String(40),
            existing_nullable=False,
            postgresql_using="seed::varchar(40)",
        )


def downgrade() -> None:
    _refuse_a_cascading_rebuild()
    with op.batch_alter_table("games") as batch:
        batch.alter_column(
            "seed",
            existing_type=sa.String(40),
            type_=sa.BigInteger(),
            existing_nullable=False,
            postgresql_using="seed::bigint",
        )
