//! The automaton's tables serialized as packed bytes (feature `serde`): thousands of
//! positions and transitions per DTD decode in a tight loop over fixed-width fields
//! instead of one serde call per field, which makes a prebuilt DTD load several times
//! faster.
//!
//! Each table is one byte string: a width byte (2 when every number fits in 16 bits
//! once two is added, which wraps the reserved values `NONE` and `INITIAL_LABEL` (`u32::MAX`
//! and `u32::MAX - 1`) to 1 and 0; 4 otherwise), then each entry's fields in declaration
//! order, little-endian, the flags of a position in one byte.

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;

use super::compile::{Position, Transition};

/// A table entry that packs to fixed-width numbers and bytes.
trait Packed: Sized {
    /// The numbers of the entry that may need 32 bits.
    const NUMBERS: usize;
    /// The single bytes of the entry.
    const BYTES: usize;
    fn numbers(&self) -> impl Iterator<Item = u32>;
    fn bytes(&self) -> impl Iterator<Item = u8>;
    /// The entry from its packed form: `number(i)` is its `i`th number, `bytes` its
    /// single bytes.
    fn from_parts(number: impl Fn(usize) -> u32, bytes: &[u8]) -> Self;
}

impl Packed for Position {
    const NUMBERS: usize = 8;
    const BYTES: usize = 1;
    fn numbers(&self) -> impl Iterator<Item = u32> {
        [
            self.label,
            self.occurrence,
            self.follow_start,
            self.follow_end,
            self.required,
            self.pcdata,
            self.and_group,
            self.and_member,
        ]
        .into_iter()
    }
    fn bytes(&self) -> impl Iterator<Item = u8> {
        let flags =
            u8::from(self.is_final) | u8::from(self.inherently_optional) << 1 | u8::from(self.or_group_member) << 2;
        std::iter::once(flags)
    }
    #[inline(always)]
    fn from_parts(n: impl Fn(usize) -> u32, b: &[u8]) -> Position {
        Position {
            label: n(0),
            occurrence: n(1),
            follow_start: n(2),
            follow_end: n(3),
            required: n(4),
            pcdata: n(5),
            and_group: n(6),
            and_member: n(7),
            is_final: b[0] & 1 != 0,
            inherently_optional: b[0] & 2 != 0,
            or_group_member: b[0] & 4 != 0,
        }
    }
}

impl Packed for Transition {
    const NUMBERS: usize = 2;
    const BYTES: usize = 4;
    fn numbers(&self) -> impl Iterator<Item = u32> {
        [self.label, self.target].into_iter()
    }
    fn bytes(&self) -> impl Iterator<Item = u8> {
        [self.clear_from, self.and_depth, self.require_clear, self.to_set].into_iter()
    }
    #[inline(always)]
    fn from_parts(n: impl Fn(usize) -> u32, b: &[u8]) -> Transition {
        Transition {
            label: n(0),
            target: n(1),
            clear_from: b[0],
            and_depth: b[1],
            require_clear: b[2],
            to_set: b[3],
        }
    }
}

/// The 16-bit form of a number: plus two, so that the reserved values (`u32::MAX`,
/// `u32::MAX - 1`) wrap to 1 and 0 and every value decodes without a branch.
fn narrow(n: u32) -> Option<u16> {
    u16::try_from(n.wrapping_add(2)).ok()
}

#[inline(always)]
fn widen(n: u16) -> u32 {
    u32::from(n).wrapping_sub(2)
}

fn pack<T: Packed>(entries: &[T]) -> Vec<u8> {
    let narrow_fits = entries.iter().all(|e| e.numbers().all(|n| narrow(n).is_some()));
    let width: usize = if narrow_fits { 2 } else { 4 };
    let mut out = Vec::with_capacity(1 + entries.len() * (T::NUMBERS * width + T::BYTES));
    out.push(width as u8);
    for entry in entries {
        for n in entry.numbers() {
            match narrow(n).filter(|_| narrow_fits) {
                Some(n) => out.extend_from_slice(&n.to_le_bytes()),
                None => out.extend_from_slice(&n.to_le_bytes()),
            }
        }
        out.extend(entry.bytes());
    }
    out
}

fn unpack<T: Packed>(bytes: &[u8]) -> Result<Box<[T]>, &'static str> {
    let (&width, rest) = bytes.split_first().ok_or("an empty table")?;
    let width = usize::from(width);
    if width != 2 && width != 4 {
        return Err("a table of an unknown width");
    }
    let size = T::NUMBERS * width + T::BYTES;
    if rest.len() % size != 0 {
        return Err("a table of a wrong length");
    }
    let entries = if width == 2 {
        rest.chunks_exact(size)
            .map(|entry| {
                let (packed, flags) = entry.split_at(T::NUMBERS * 2);
                T::from_parts(|i| widen(u16::from_le_bytes([packed[2 * i], packed[2 * i + 1]])), flags)
            })
            .collect()
    } else {
        rest.chunks_exact(size)
            .map(|entry| {
                let (packed, flags) = entry.split_at(T::NUMBERS * 4);
                let number = |i: usize| {
                    u32::from_le_bytes([packed[4 * i], packed[4 * i + 1], packed[4 * i + 2], packed[4 * i + 3]])
                };
                T::from_parts(number, flags)
            })
            .collect()
    };
    Ok(entries)
}

struct TableVisitor<T>(PhantomData<T>);

impl<'de, T: Packed> Visitor<'de> for TableVisitor<T> {
    type Value = Box<[T]>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a packed automaton table")
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Box<[T]>, E> {
        unpack(bytes).map_err(E::custom)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Box<[T]>, A::Error> {
        let mut bytes = Vec::new();
        while let Some(b) = seq.next_element::<u8>()? {
            bytes.push(b);
        }
        unpack(&bytes).map_err(de::Error::custom)
    }
}

/// `serde(with)` for the positions table.
pub(super) mod positions {
    use super::*;

    pub(in super::super) fn serialize<S: Serializer>(table: &[Position], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&pack(table))
    }

    pub(in super::super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<[Position]>, D::Error> {
        d.deserialize_bytes(TableVisitor(PhantomData)).map(Arc::from)
    }
}

/// `serde(with)` for the transitions table.
pub(super) mod transitions {
    use super::*;

    pub(in super::super) fn serialize<S: Serializer>(table: &[Transition], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&pack(table))
    }

    pub(in super::super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<[Transition]>, D::Error> {
        d.deserialize_bytes(TableVisitor(PhantomData)).map(Arc::from)
    }
}

#[cfg(test)]
mod tests {
    use super::super::compile::{INITIAL_LABEL, NONE, PCDATA_LABEL};
    use super::*;

    #[test]
    fn tables_round_trip_in_both_widths() {
        let position = |label, follow_end| Position {
            label,
            occurrence: 1,
            follow_start: 0,
            follow_end,
            required: NONE,
            pcdata: 0,
            and_group: NONE,
            and_member: NONE,
            is_final: true,
            inherently_optional: false,
            or_group_member: true,
        };
        for big in [7, 70_000, u32::from(u16::MAX - 1)] {
            let table = [position(INITIAL_LABEL, 2), position(PCDATA_LABEL, big), position(3, 0)];
            let bytes = pack(&table);
            assert_eq!(bytes[0], if big <= 0xFFFD { 2 } else { 4 });
            assert_eq!(&*unpack::<Position>(&bytes).unwrap(), &table);
        }
        let transitions = [Transition {
            label: 5,
            target: 1,
            clear_from: 0,
            and_depth: 1,
            require_clear: 255,
            to_set: 3,
        }];
        assert_eq!(&*unpack::<Transition>(&pack(&transitions)).unwrap(), &transitions);
        assert!(unpack::<Transition>(&[]).is_err());
        assert!(unpack::<Transition>(&[3, 0]).is_err());
        assert!(unpack::<Transition>(&[2, 0, 0]).is_err());
    }
}
