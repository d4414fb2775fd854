#pragma once
// Toy tasks with generated data for training the attention layer, and the
// small deterministic random number generator they (and the trainer) use.
//
// Each example is a short token sequence with, per token, an embedding (a
// vector over named features), a target class (-1 = nothing to predict here),
// and the position the task's pattern says that token should attend to
// (-1 = none), used to check what the learned attention looks at.
//
// Why some embeddings carry position features: attention only sees what the
// tokens are, not where they are ("the dog chased the cat" and "the cat chased
// the dog" give exactly the same scores; see the chapter's last paragraph). The
// pronoun and copy tasks are about order ("most recent", "previous"), so their
// embeddings append a one-hot position ("pos 0", "pos 1", ...) that the learned
// keys and queries can use. The match task is about content only, so its
// embeddings carry no position at all.
#include <cstdint>
#include <string>
#include <vector>

#include "attention_layer.hpp"
#include "tensors.hpp"

namespace attention {

// ---- Deterministic random numbers -------------------------------------------
// splitmix64: integer arithmetic only, so native and wasm builds draw exactly
// the same numbers from the same state (std:: distributions differ between
// standard libraries). The whole generator state is one uint64.
std::uint64_t next_random(std::uint64_t& state);
// Uniform in [0, 1), from the top 53 bits.
double random_unit(std::uint64_t& state);
// Uniform integer in [0, n) for n >= 1 (modulo bias below 1e-17 for small n).
std::size_t random_below(std::uint64_t& state, std::size_t n);

// ---- Tasks -------------------------------------------------------------------
enum class Task {
    // "the cat chased the dog then it ran": the target at "it" is the most
    // recent noun before it (dog). Sentences have 2 or 3 different nouns in one
    // or two clauses, "it" as the subject of the last clause, and sometimes a
    // noun after "it" ("it saw the cow"), which the causal mask hides.
    // Embedding: one-hot word + one-hot position. Classes: the nouns.
    pronoun = 0,
    // "c a f f b d": the target at position i is the token at i-1 (none at 0).
    // Embedding: one-hot word + one-hot position. Classes: the words.
    copy_previous = 1,
    // "cat:red dog:blue owl:gold dog?": pairs with different keys, then a query
    // key; the target at the query is the value paired with it (blue).
    // Embedding: one-hot key + one-hot value + an "is query" flag. Classes: the values.
    match_query = 2,
};

// Throws InputError "task must be 0 (pronoun), 1 (copy previous) or 2 (match query)".
Task task_from_number(int number);

struct TaskInfo {
    std::string id;                     // "pronoun", "copy-previous", "match-query"
    std::string title;                  // for a menu
    std::string description;            // one sentence for the learner
    std::vector<std::string> features;  // the name of each embedding feature (e of them)
    std::vector<std::string> classes;   // the name of each target class (C of them)
    std::size_t max_tokens = 0;         // longest sequence the generator makes
    LayerOptions options;               // the layer options the task is meant for
};

TaskInfo task_info(Task task);

struct Example {
    std::vector<std::string> tokens;
    Matrix embeddings;           // tokens × features
    std::vector<int> targets;    // per token: a class, or -1 for no target
    std::vector<int> attend_to;  // per token: the position the pattern points at, or -1
};

// One example drawn from the task's generator, advancing `rng`.
Example make_example(Task task, std::uint64_t& rng);
// `count` examples in a row from a generator seeded with `seed`; use a seed
// the training run does not use for held-out evaluation.
std::vector<Example> make_examples(Task task, std::size_t count, std::uint64_t seed);

}  // namespace attention
