//! The front end of the compiler: lexer → cursor → parser → syntax tree. Nothing here
//! gives text a meaning (that is `lower`'s job); nothing here fails: text not understood
//! is an `Unknown` node with its span.

pub mod ast;
pub mod ast_line;
pub mod ast_np;
pub mod cursor;
pub mod lexer;
pub mod parser;
pub mod vocab;

pub use parser::parse_face;
