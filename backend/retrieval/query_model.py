"""Legal query understanding learned from labelled questions, not from a hand-written table.

A labelled question is a user's question with the articles a lawyer (or a benchmark's answer) cited for
it. From a set of them the model learns three things, all plain counts a person can inspect:

- article term bags: for each cited article, the words of the questions (and, at half weight, of the
  explanations) that cited it. Searching these bags with BM25 maps colloquial wording ("辞退", "赔多少")
  to the article that answered it before (a learned document expansion, doc2query-style).
- a law prior: how often each law was the answer, smoothed; consultations concentrate on a few laws.
- term expansions: question word -> legal words that co-occur with it in the explanations and in the
  cited articles' own text, weighted by PMI; added to the BM25 query at a small weight.

It also carries the crime names' articles (charges.py: 危险驾驶 -> 刑法第一百三十三条之一), learned from judgments.

An article is known by its law, number and 之M (`sub`): 第一百三十三条之一 (醉驾) has a bag of its own, apart
from 第一百三十三条.

Where the examples come from (see `sources`): the shipped file learned from the *training half* of
LawBench 3-8 (bench/retrieval/learn.py), CAIL2018 training facts for criminal-law articles, and lawyer
confirmed question -> article links from the feedback store, merged in when the retriever opens.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from backend.retrieval.references import short_name
from backend.retrieval.tokenize import tokenize

FORMAT_VERSION = 3  # 2: an article row may carry "sub" (第N条之M); 3: "charges" (罪名 -> article)
READABLE_FORMATS = (1, 2, 3)  # a format-1 file has no 之M articles: every row is 第N条 itself; before 3, no charges
SHIPPED_MODEL = Path(__file__).with_name("query_model.json")  # packaged by the "*.json" package-data rule
# a question word that may be expanded: two or more characters, not a number (单字 such as 不 or 钱 carry no topic)
_EXPANDABLE = re.compile(r"(?!\d+$)\w{2,}")
EXPLANATION_WEIGHT = 0.5  # an explanation is the answerer's wording, a weaker signal of the user's
# a lawyer's correction counts as this many labelled questions: a bag's bonus is full only where the query's words were
# used RetrievalOptions.bag_evidence (3) times, so at 1 a paraphrase sharing one word with the corrected question got a
# third of it. Chosen on bench/retrieval/feedback.py's tuning half (1, 2, 3, 5), the LawBench test fold unchanged
FEEDBACK_WEIGHT = 3.0


@dataclass(frozen=True)
class LabeledQuestion:
    question: str
    citations: tuple[tuple[str, int, int], ...]  # (law name, full or short, article number, sub: 1 for 第N条之一)
    explanation: str = ""  # the answer's reasoning, when the pair has one
    origin: str = ""  # e.g. "lawbench-3-8-train", "cail2018-train", "feedback"
    # how many labelled questions this one counts as in the term bags and the law prior (not in the expansions, which
    # need min_pair_count questions pairing two words: one heavy example must not make an expansion alone)
    weight: float = 1.0

    def __post_init__(self) -> None:
        if not self.question.strip():
            raise ValueError("a labelled question needs non-empty question text")
        if not self.citations:
            raise ValueError("a labelled question needs at least one cited article")
        if not 0 < self.weight < float("inf"):
            raise ValueError(f"a labelled question's weight must be a finite number > 0, not {self.weight!r}")
        for law, article, sub in self.citations:
            if (not law.strip() or not isinstance(article, int) or article <= 0
                    or not isinstance(sub, int) or sub < 0):
                raise ValueError(f"invalid citation ({law!r}, {article!r}, {sub!r}): need a law name, a positive "
                                 "article and a sub of 0 (the article itself) or more (之一, 之二…)")


ArticleKey = tuple[str, int, int]  # (short law name, article, sub)
ArticleText = Callable[[str, int, int], str | None]  # (law, article, sub) -> the article's text, if known


class QueryModel:
    def __init__(self, article_terms: dict[ArticleKey, Counter[str]], law_counts: Counter[str],
                 expansions: dict[str, dict[str, float]], sources: Counter[str],
                 charges: dict[str, ArticleKey] | None = None, corrected: Iterable[LabeledQuestion] = ()):
        self.article_terms = article_terms
        self.law_counts = law_counts
        self.expansions = expansions
        self.sources = sources
        self.charges = charges or {}  # charge as the judgments write it ('[走私、贩卖、运输、制造]毒品') -> its article
        # lawyers' corrections kept whole: the same question asked again (or nearly) leads with the articles they name
        # (Retriever._lift_corrected). The shipped model keeps none: it ships counts, not questions
        self.corrected = tuple(corrected)

    @classmethod
    def empty(cls) -> QueryModel:
        return cls({}, Counter(), {}, Counter())

    @property
    def examples(self) -> int:
        return sum(self.sources.values())

    @classmethod
    def fit(cls, examples: Iterable[LabeledQuestion],
            article_text: ArticleText | None = None,
            min_pair_count: int = 3, expansions_per_term: int = 8, terms_per_article: int = 300,
            min_pair_articles: int = 2) -> QueryModel:
        """Learn from labelled questions; `article_text` resolves a citation's text for the expansions.

        An expansion needs `min_pair_count` questions pairing the two words: at 2, pairs met twice in ~100 questions
        tied everyday words to one article's terms (退 -> 抵押, so every '不退' question ranked 民法典第394条 first).
        Of a word's best partners, those whose questions cite fewer than `min_pair_articles` different articles
        between them are dropped: they are one article's own words (押金 -> 抵押, 抵押权 from three deposit
        questions citing 第394条), which its term bag already maps the question to; an expansion is to carry a word
        to the wording of several articles. Only words of two or more characters, not numbers, are expanded: 不, 钱
        and 给 carry no topic."""
        article_terms: dict[ArticleKey, Counter[str]] = defaultdict(Counter)
        law_counts: Counter[str] = Counter()
        sources: Counter[str] = Counter()
        term_count: Counter[str] = Counter()  # questions containing the term
        target_count: Counter[str] = Counter()  # targets (explanation + cited texts) containing the term
        pair_count: dict[str, Counter[str]] = defaultdict(Counter)
        # the articles cited where a pair met, collected up to min_pair_articles of them
        pair_articles: dict[str, dict[str, frozenset[ArticleKey]]] = defaultdict(dict)
        n = 0
        for example in examples:
            n += 1
            sources[example.origin or "unspecified"] += 1
            question_terms = tokenize(example.question)
            explanation_terms = tokenize(example.explanation) if example.explanation else []
            target: set[str] = set(explanation_terms)
            cited = frozenset((short_name(law), article, sub) for law, article, sub in example.citations)
            for law, article, sub in example.citations:
                key = (short_name(law), article, sub)
                law_counts[key[0]] += example.weight
                bag = article_terms[key]
                for term in question_terms:
                    bag[term] += example.weight
                for term in explanation_terms:
                    bag[term] += EXPLANATION_WEIGHT * example.weight
                if article_text is not None:
                    target.update(tokenize(article_text(law, article, sub) or ""))
            # sorted: set order changes with the interpreter's hash seed, and the cuts below keep the first
            # of equal counts, so without it two runs over the same examples learned different models
            asked = sorted(set(question_terms))
            term_count.update(asked)
            target_count.update(sorted(target))
            partners = sorted(target - set(asked))
            for term in asked:
                if _EXPANDABLE.fullmatch(term):
                    pair_count[term].update(partners)
                    met = pair_articles[term]
                    for partner in partners:
                        articles = met.get(partner, frozenset())
                        if len(articles) < min_pair_articles:
                            met[partner] = articles | cited
        expansions: dict[str, dict[str, float]] = {}
        for term, partners in pair_count.items():
            scored = {}
            for partner, both in partners.items():
                if both < min_pair_count:
                    continue
                pmi = math.log(both * n / (term_count[term] * target_count[partner]))
                if pmi > 0:
                    scored[partner] = round(pmi * both / (both + 1), 4)  # PMI damped for rare pairs
            # dropped after the cut, not replaced: the partners behind the best ones are generic (要求, 履行, 未)
            best = [(partner, weight) for partner, weight
                    in sorted(scored.items(), key=lambda kv: (-kv[1], kv[0]))[:expansions_per_term]
                    if len(pair_articles[term][partner]) >= min_pair_articles]
            if best:
                expansions[term] = dict(best)
        # a bag's rarest words are mostly one question's names and numbers: keep the recurring ones
        trimmed = {key: Counter(dict(sorted(bag.items(), key=lambda kv: (-kv[1], kv[0]))[:terms_per_article]))
                   for key, bag in article_terms.items()}
        return cls(trimmed, law_counts, expansions, sources)

    def merge(self, other: QueryModel) -> QueryModel:
        terms: dict[ArticleKey, Counter[str]] = {k: Counter(v) for k, v in self.article_terms.items()}
        for key, bag in other.article_terms.items():
            terms.setdefault(key, Counter()).update(bag)
        expansions = {t: dict(e) for t, e in self.expansions.items()}
        for term, partners in other.expansions.items():
            merged = expansions.setdefault(term, {})
            for partner, weight in partners.items():
                merged[partner] = max(weight, merged.get(partner, 0.0))
        return QueryModel(terms, self.law_counts + other.law_counts, expansions, self.sources + other.sources,
                          {**other.charges, **self.charges}, self.corrected + other.corrected)

    def expand(self, terms: Iterable[str], limit: int = 10) -> dict[str, float]:
        """Legal terms associated with the query's words, weights in (0, 1], the query's own words excluded."""
        own = set(terms)
        weights: Counter[str] = Counter()
        for term in sorted(own):  # a fixed order: equal weights are cut by name, not by hash seed
            for partner, weight in self.expansions.get(term, {}).items():
                if partner not in own:
                    weights[partner] += weight
        best = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
        if not best:
            return {}
        top = best[0][1]
        return {term: weight / top for term, weight in best}

    def law_log_prior(self, smoothing: float = 0.5) -> tuple[dict[str, float], float]:
        """log P(law) for the laws seen, and the value for an unseen law."""
        total = sum(self.law_counts.values()) + smoothing * (len(self.law_counts) + 1)
        return ({law: math.log((count + smoothing) / total) for law, count in self.law_counts.items()},
                math.log(smoothing / total))

    # ---------------------------------------------------------------- persistence
    def to_json(self) -> dict:
        return {
            "format": FORMAT_VERSION,
            "sources": dict(self.sources),
            "law_counts": dict(self.law_counts),
            "articles": [
                {"law": law, "article": article, **({"sub": sub} if sub else {}),
                 "terms": {t: round(c, 2) for t, c in bag.most_common()}}
                for (law, article, sub), bag in sorted(self.article_terms.items())
            ],
            "expansions": self.expansions,
            "charges": [{"charge": charge, "law": law, "article": article, **({"sub": sub} if sub else {})}
                        for charge, (law, article, sub) in sorted(self.charges.items())],
            **({"corrected": [{"question": q.question, "citations": [list(c) for c in q.citations]}
                              for q in self.corrected]} if self.corrected else {}),
        }

    @classmethod
    def from_json(cls, data: dict) -> QueryModel:
        if data.get("format") not in READABLE_FORMATS:
            raise ValueError(f"query model format {data.get('format')!r} is not one of {READABLE_FORMATS}")
        return cls(
            {(row["law"], int(row["article"]), int(row.get("sub", 0))): Counter(row["terms"])
             for row in data["articles"]},
            Counter(data["law_counts"]),
            {t: dict(e) for t, e in data["expansions"].items()},
            Counter(data["sources"]),
            {row["charge"]: (row["law"], int(row["article"]), int(row.get("sub", 0))) for row in data.get("charges", [])},
            [LabeledQuestion(row["question"], tuple((law, int(article), int(sub)) for law, article, sub in row["citations"]),
                             origin="feedback") for row in data.get("corrected", [])],
        )

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> QueryModel:
        return cls.from_json(json.loads(path.read_text(encoding="utf-8")))


def shipped_model() -> QueryModel:
    """The model shipped with LexLoop, or an empty one when the file is absent (retrieval still works)."""
    return QueryModel.load(SHIPPED_MODEL) if SHIPPED_MODEL.exists() else QueryModel.empty()


def feedback_examples(rows: Iterable[dict]) -> list[LabeledQuestion]:
    """Lawyer-confirmed question -> article links (annotation.service.cited_article_feedback rows), each counting as
    FEEDBACK_WEIGHT labelled questions."""
    examples = []
    for row in rows:
        question = (row.get("input") or {}).get("question", "")
        citations = tuple((a["law"], int(a["article"]), int(a.get("sub") or 0)) for a in row.get("articles", []))
        if str(row.get("task")) == "ask" and question.strip() and citations:
            examples.append(LabeledQuestion(question, citations, "", "feedback", FEEDBACK_WEIGHT))
    return examples


def with_feedback(base: QueryModel, examples: list[LabeledQuestion], article_text: ArticleText | None) -> QueryModel:
    """`base` (the shipped model) with lawyers' corrections learned on top, and kept whole (QueryModel.corrected): what
    a server that read them serves."""
    if not examples:
        return base
    learned = QueryModel.fit(examples, article_text)
    learned.corrected = tuple(examples)
    return base.merge(learned)
