//! What each database does its own way ([`Dialect`]), and the values a
//! statement binds ([`Param`], [`bind`]): shared by the games' statements
//! (`sql.rs`) and the players' (`player_rows.rs`, `rate.rs`).

use std::borrow::Cow;

use async_trait::async_trait;
use sqlx::query::Query;
use sqlx::{Database, Encode, Type};

use super::{StoreError, Write};

/// What one database does its own way.
#[async_trait]
pub trait Dialect: Database {
    /// A statement written with `?` parameters, as this database wants it.
    fn params(sql: &str) -> Cow<'_, str>;

    /// Checks made inside a transaction before its writes; an error
    /// aborts the whole transaction.
    async fn before_writes(conn: &mut Self::Connection, writes: &[Write])
        -> Result<(), StoreError>;
}

/// A value a statement binds: text or a 64-bit integer, either maybe NULL.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Param<'a> {
    Text(Option<&'a str>),
    Int(Option<i64>),
}
pub(super) use Param::{Int, Text};

/// `query` with `params` bound in order.
pub(super) fn bind<'q, DB>(
    mut query: Query<'q, DB, DB::Arguments<'q>>,
    params: &[Param<'q>],
) -> Query<'q, DB, DB::Arguments<'q>>
where
    DB: Database,
    Option<&'q str>: Encode<'q, DB>,
    Option<i64>: Encode<'q, DB>,
    &'q str: Type<DB>,
    i64: Type<DB>,
{
    for param in params {
        query = match *param {
            Text(text) => query.bind(text),
            Int(int) => query.bind(int),
        };
    }
    query
}
