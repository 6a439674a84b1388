//! An indented text dump of a [`Tree`], for tests and debugging.

use std::fmt::{self, Write};

use sgml_dtd::dtd::ExternalDataType;

use super::Tree;
use super::attribute::{AttributeStatus, Piece};
use super::node::{Node, NodeType};

/// The dump of a [`Tree`] ([`Tree::dump`]), one node a line, indented by depth:
///
/// - `<NAME> 3:0` for an element whose start tag is at line 3, column 0, or `<NAME>
///   implied` when its start tag was implied; then `end 5:2` where its end tag is,
///   `end-implied`, `empty` (declared EMPTY, or `#CONREF` specified: no end tag), or
///   `unclosed` (no end was seen); then `included` (an inclusion, ISO 8879 11.2.5.1) and
///   `undeclared` (an element type the DTD does not declare) when they apply. Without
///   [positions](TreeDump::positions), the line and column are left out: `<TD>` for
///   an element whose start and end tags are both in the document, `<P> end-implied`,
///   `<TBODY> implied end-implied`;
/// - then, indented under it, `@NAME KIND = "value"` for each specified attribute and
///   `@NAME KIND = "value" (defaulted)` for each defaulted one; implied attributes are
///   left out;
/// - `"text"` for data (escaped as Rust escapes strings), `&name; sdata "text"` for an
///   SDATA entity, `<?text>` for a processing instruction, `&name; NDATA notation` for
///   an external data entity.
#[derive(Clone, Copy)]
pub struct TreeDump<'a, 'input> {
    tree: &'a Tree<'input>,
    positions: bool,
}

impl<'a, 'input> TreeDump<'a, 'input> {
    pub(super) fn new(tree: &'a Tree<'input>) -> TreeDump<'a, 'input> {
        TreeDump { tree, positions: true }
    }

    /// Whether elements show where their start and end tags are (line from 1, column in
    /// characters from 0, as onsgmls counts them). Default: yes.
    pub fn positions(self, positions: bool) -> TreeDump<'a, 'input> {
        TreeDump { positions, ..self }
    }
}

impl fmt::Display for TreeDump<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Depths by node index: a parent comes before its children.
        let mut depths: Vec<u32> = Vec::with_capacity(self.tree.len());
        for node in self.tree.descendants() {
            let depth = node.parent().map_or(0, |p| depths[p.id().get() as usize] + 1);
            depths.push(depth);
            let depth = depth as usize;
            write_indent(f, depth)?;
            write_node(f, node, self.positions)?;
            f.write_char('\n')?;
            if node.is_element() {
                for attribute in node.attributes() {
                    let status = attribute.status();
                    if status == AttributeStatus::Implied {
                        continue;
                    }
                    write_indent(f, depth + 1)?;
                    write!(f, "@{} {} = ", attribute.name(), attribute.declared())?;
                    for (i, piece) in attribute.pieces().enumerate() {
                        if i > 0 {
                            f.write_str(" + ")?;
                        }
                        match piece {
                            Piece::Data(text) => write!(f, "{text:?}")?,
                            Piece::Sdata(text) => write!(f, "sdata {text:?}")?,
                        }
                    }
                    if status == AttributeStatus::Defaulted {
                        f.write_str(" (defaulted)")?;
                    }
                    f.write_char('\n')?;
                }
            }
        }
        Ok(())
    }
}

fn write_indent(f: &mut fmt::Formatter<'_>, depth: usize) -> fmt::Result {
    for _ in 0..depth {
        f.write_str("  ")?;
    }
    Ok(())
}

fn write_position(f: &mut fmt::Formatter<'_>, node: Node<'_, '_>, offset: u32) -> fmt::Result {
    if node.location().source == 0 {
        let at = node.tree().line_col(offset);
        write!(f, "{}:{}", at.line, at.column)
    } else {
        write!(f, "source {} byte {offset}", node.location().source)
    }
}

fn write_node(f: &mut fmt::Formatter<'_>, node: Node<'_, '_>, positions: bool) -> fmt::Result {
    match node.node_type() {
        NodeType::Root => f.write_str("#document"),
        NodeType::Element => {
            write!(f, "<{}>", node.name().unwrap_or(""))?;
            if node.is_start_implied() {
                f.write_str(" implied")?;
            } else if positions {
                f.write_char(' ')?;
                write_position(f, node, node.location().span.start)?;
            }
            match node.end_location() {
                Some(_) if node.is_empty_element() => f.write_str(" empty")?,
                Some(_) if node.is_end_implied() => f.write_str(" end-implied")?,
                Some(end) if positions => {
                    f.write_str(" end ")?;
                    write_position(f, node, end.span.start)?;
                }
                Some(_) => {}
                None => f.write_str(" unclosed")?,
            }
            if node.is_included() {
                f.write_str(" included")?;
            }
            if !node.is_declared() {
                f.write_str(" undeclared")?;
            }
            Ok(())
        }
        NodeType::Data => write!(f, "{:?}", node.text().unwrap_or("")),
        NodeType::Sdata => write!(
            f,
            "&{}; sdata {:?}",
            node.entity_name().unwrap_or(""),
            node.text().unwrap_or("")
        ),
        NodeType::ProcessingInstruction => write!(f, "<?{}>", node.text().unwrap_or("")),
        NodeType::ExternalEntity => {
            write!(f, "&{};", node.entity_name().unwrap_or(""))?;
            if let Some((data_type, notation)) = node.external_data() {
                let keyword = match data_type {
                    ExternalDataType::Cdata => "CDATA",
                    ExternalDataType::Sdata => "SDATA",
                    ExternalDataType::Ndata => "NDATA",
                };
                write!(f, " {keyword} {notation}")?;
            }
            Ok(())
        }
    }
}
