//! Knight swap against BFS over whole positions.

use board_puzzles::core::Request;
use proptest::prelude::*;

use crate::oracle::{swap_distance, swap_replay, Plane};
use crate::{algorithms, check_steps, config, run, with_algorithm};

/// Positions (placements of the knights) the generator allows, so that the
/// brute force and BFS in a debug build stay fast.
const MAX_POSITIONS: u64 = 20_000;

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// A board of up to 4 × 5 squares with random off squares, white and black
/// knights, and a goal: the colours exchanged (`None`, the default; as many
/// knights of each colour) or the same knights on other squares.
#[derive(Clone, Debug)]
struct Case {
    start: Plane,
    goal: Option<Plane>,
}

/// Places `white` and `black` knights on the on squares of `plane`, in the
/// order of `keys`.
fn place(plane: &Plane, white: usize, black: usize, keys: &[u32]) -> Plane {
    let mut squares = plane.on_squares();
    squares.sort_by_key(|&s| keys[plane.idx(s)]);
    let mut out = plane.clone();
    for (i, &s) in squares.iter().take(white + black).enumerate() {
        out.set(s, if i < white { b'N' } else { b'n' });
    }
    out
}

fn case() -> impl Strategy<Value = Case> {
    (
        (1u32..=4, 1u32..=5, 0u8..=40),
        (0usize..=3, 0usize..=3, any::<bool>()),
        prop::collection::vec(0u8..100, 20),
        prop::collection::vec(any::<u32>(), 20),
        prop::collection::vec(any::<u32>(), 20),
    )
        .prop_map(
            |((rows, cols, off), (mut white, mut black, own_goal), offs, keys, goal_keys)| {
                let mut board = Plane::square(rows, cols, b'.');
                for s in board.all() {
                    if offs[board.idx(s)] < off {
                        board.set(s, b'#');
                    }
                }
                if !own_goal {
                    black = white; // the default goal exchanges the colours: as many of each
                }
                let on = board.on_squares().len() as u64;
                white = white.min(on as usize / if own_goal { 1 } else { 2 });
                black = if own_goal {
                    black.min(on as usize - white)
                } else {
                    white
                };
                while binomial(on, white as u64) * binomial(on - white as u64, black as u64) > MAX_POSITIONS {
                    if !own_goal {
                        white -= 1;
                        black -= 1;
                    } else if white >= black {
                        white -= 1;
                    } else {
                        black -= 1;
                    }
                }
                let start = place(&board, white, black, &keys);
                let goal = own_goal.then(|| place(&board, white, black, &goal_keys));
                Case { start, goal }
            },
        )
}

/// The start with white and black exchanged: the default goal.
fn exchanged(start: &Plane) -> Plane {
    let mut goal = start.clone();
    for c in &mut goal.cells {
        *c = match *c {
            b'N' => b'n',
            b'n' => b'N',
            other => other,
        };
    }
    goal
}

proptest! {
    #![proptest_config(config(600))]

    /// Every algorithm agrees with BFS over positions on the least number
    /// of moves or on unreachability; every answer replays to the goal.
    #[test]
    fn knight_swap_agrees_with_bfs_over_positions(case in case()) {
        let goal = case.goal.clone().unwrap_or_else(|| exchanged(&case.start));
        let best = swap_distance(&case.start, &goal);
        let request = Request {
            puzzle: "knight-swap".into(),
            board: Some(case.start.text()),
            goal: case.goal.as_ref().map(Plane::text),
            ..Request::default()
        };
        for (algorithm, exact) in algorithms("knight-swap") {
            let request = with_algorithm(&request, algorithm);
            let answer = run(&request);
            check_steps(&request, exact, best, &answer, |steps| swap_replay(&case.start, &goal, steps));
        }
    }
}
