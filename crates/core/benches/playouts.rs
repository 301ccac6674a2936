//! Random playouts: how many complete games a second one core can play.
//!
//! `cargo bench --no-default-features --bench playouts` (the rules core alone: no window).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use lineup_core::{Game, GameConfig, Library};

fn playouts(c: &mut Criterion) {
    let library = Library::built_in();
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for id in ["classic", "single-deck", "animals", "letters"] {
        let rules = library.get(id).expect("built-in theme").rules().clone();
        let mut game = Game::new(rules, &GameConfig::new(2, 1)).expect("two players");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut seed = 0u64;
        group.bench_function(id, |b| {
            b.iter(|| {
                seed += 1;
                game.restart(seed);
                black_box(game.playout(&mut rng))
            })
        });
    }
    let rules = library
        .get("classic")
        .expect("built-in theme")
        .rules()
        .clone();
    let mut game = Game::new(rules, &GameConfig::new(2, 1)).expect("two players");
    let mut seed = 0u64;
    group.bench_function("classic-deal-only", |b| {
        b.iter(|| {
            seed += 1;
            game.restart(seed);
            black_box(game.current())
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
