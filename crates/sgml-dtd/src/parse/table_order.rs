//! The order in which OpenSP lists the entries of one of its name tables (its
//! `PointerTable`: open addressing in a power-of-two table, probing downwards), so that
//! warnings about a table's entries come in onsgmls's order.

/// OpenSP's hash of a name: `h = h * 33 + c` over its characters, in an unsigned long.
fn hash(name: &str) -> u64 {
    name.chars().fold(0u64, |h, c| {
        h.wrapping_shl(5).wrapping_add(h).wrapping_add(u64::from(c))
    })
}

/// The indices of `names` (distinct, in the order they were inserted) in the order
/// OpenSP's table iterates over them.
pub(crate) fn table_order<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<usize> {
    let names: Vec<&str> = names.into_iter().collect();
    let mut slots: Vec<Option<usize>> = Vec::new();
    let mut used = 0usize;
    let mut limit = 0usize;
    let place = |slots: &mut Vec<Option<usize>>, name: &str, index: usize| {
        let mask = slots.len() - 1;
        // `hash` is reduced by the mask before the cast: only the low bits matter.
        let mut slot = (hash(name) & mask as u64) as usize;
        while slots[slot].is_some() {
            slot = if slot == 0 { mask } else { slot - 1 };
        }
        slots[slot] = Some(index);
    };
    for (index, name) in names.iter().enumerate() {
        if slots.is_empty() {
            slots = vec![None; 8];
            limit = 4;
        } else if used >= limit {
            let old = std::mem::replace(&mut slots, vec![None; 0]);
            slots = vec![None; old.len() * 2];
            limit = slots.len() / 2;
            for kept in old.into_iter().flatten() {
                place(&mut slots, names[kept], kept);
            }
        }
        place(&mut slots, name, index);
        used += 1;
    }
    slots.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::table_order;

    #[test]
    fn onsgmls_order() {
        // The order onsgmls 1.5.2 gave the unused ones of these parameter entities.
        let names = [
            "used", "unused", "inc", "ign", "incsp", "ext", "twice", "lit", "inlit", "inattr", "late",
        ];
        let order: Vec<&str> = table_order(names).into_iter().map(|i| names[i]).collect();
        let unused: Vec<&str> = order
            .into_iter()
            .filter(|name| ["late", "ext", "unused", "twice"].contains(name))
            .collect();
        assert_eq!(unused, ["late", "ext", "unused", "twice"]);
        assert!(table_order([]).is_empty());
    }
}
