#pragma once
// What each head of a trained model does, measured on stories it never read,
// against the storybook's gold labels; and the gates a head must pass to be
// given a job's name. The thresholds live here and nowhere else.
#include <string>
#include <vector>

#include "storybook.hpp"
#include "transformer.hpp"

namespace attention::model {

// A head's figures, each a mean over the words where that job applies.
struct HeadFigures {
    std::size_t layer = 0, head = 0;
    // At "it/she/he/they": the weight on the words it stands for, and how often
    // they get more than any other word.
    double pronoun_weight = 0.0, pronoun_top = 0.0;
    // At every word but the first: the weight on the word just before.
    double previous_weight = 0.0;
    // At the word before a verb that agrees with its subject: the weight on
    // the subject's words (its article and its noun), and how often one of
    // them gets more than any other word.
    double subject_weight = 0.0, subject_top = 0.0;
    // At a name said again: the weight on the word that followed it last time.
    double repeat_weight = 0.0;
    // At every word that is not a pronoun: the weight left on the sink.
    double sink_elsewhere = 0.0;
};

std::vector<HeadFigures> measure_heads(const Weights& weights, const std::vector<Story>& stories);

// A job a head can be certified for, by its measured figures.
enum class Job { none = 0, pronoun = 1, previous = 2, subject = 3 };

// The gates (the issue's, not to be loosened to pass a model):
//   pronoun:  weight on the antecedent >= 0.7 and the antecedent on top for >= 90 %;
//   previous: weight on the word just before >= 0.9;
//   subject:  weight on the verb's subject >= 0.7 and on top for >= 90 %.
constexpr double kFindWeightGate = 0.7;
constexpr double kFindTopGate = 0.9;
constexpr double kPreviousGate = 0.9;

// The job whose gate the head passes (the first of pronoun, subject, previous),
// or none.
Job certified_job(const HeadFigures& figures);

const char* job_id(Job job);  // "pronoun", "previous", "subject", "none"

}  // namespace attention::model
