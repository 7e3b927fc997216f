//! Solves one request from the command line and prints the answer as JSON,
//! with the steps left out unless `--steps` is given.
//!
//! ```sh
//! cargo run --release --example solve -- '{"puzzle":"knight-swap","board":"N.N/.../n.n"}'
//! ```

use board_puzzles::{solve, Request};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let steps = args.iter().any(|a| a == "--steps");
    let Some(text) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: solve [--steps] '<request JSON>'");
        std::process::exit(2);
    };
    let request: Request = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("request: {e}");
            std::process::exit(2);
        }
    };
    match solve(&request) {
        Ok(mut answer) => {
            if !steps {
                answer.steps = None;
            }
            println!("{}", serde_json::to_string_pretty(&answer).unwrap_or_default());
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
