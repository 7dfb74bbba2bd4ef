"""`python -m bench.retrieval.ideas`: re-ranking ideas for LawBench 3-8, each measured against the default.

Every idea adds one signal to the default ranking (Retriever._rank_sparse, top 300) or re-orders its top 50:

- citation bags: the words around each "《law》第N条" in the LawRefBook documents (judicial
  interpretations, regulations, precedent cases) become a term bag for that article, searched with BM25
  like the learned bags. Only counts would ship; the documents are read here, never at run time.
- chapter bags: the learned bags summed over each run of articles sharing law, chapter and section,
  credited to every article of the run (an article no question cited inherits its chapter's wording).
- neighbour bags: an article inherits 1/2 (1/4) of the bag score of the article one (two) away.
- title field: BM25 over the law's short name and the chapter and section titles only.
- feedback (RM3-like): the rarest words of the first pass's top 5 articles as a second query.
- citation prior: log(1 + documents citing the article), from the same LawRefBook scan.
- law first: keep only the articles of the M laws with the best article.
- learned reranker: logistic regression over 14 features of the top 50, trained on features cross-fitted
  inside the learning half (each question scored by a model learned without it).
- word vectors (bench/retrieval/word_vectors.py): PPMI + truncated SVD over window co-occurrence of the
  statutes' jieba tokens, plus bridges from the learned bags (a bag's question words co-occur with every word
  of its article), refitted for every learning set; the cosine between the query's and each article's
  idf-weighted mean vector is added to the default score (scaled to a top of 1) over its top 300.
  "corpus only": no bridges, the statutes alone; "pool min-max": the cosine rescaled to [0, 1] over the
  top 300. "vector expansion": instead, each query word's 3 nearest words that the statutes use (cosine
  >= 0.3, same vectors) become a second BM25 query, weighted by the cosine.

Every cell also gives R@10 on the "unseen" questions: those whose gold article no learning question cited.

Two measurements per half H of the dev split (data.py: half_of):
- "cv": 5-fold inside H (learn on 4/5 of H, score the rest): what an idea is chosen on;
- "held-out": learn on all of H, score the other half: reported, never used to choose.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from backend.corpus.models import SourceKind
from backend.retrieval.query_model import ArticleKey, QueryModel
from backend.retrieval.references import LawNameIndex, short_name
from backend.retrieval.sparse import SparseIndex, top_k
from bench.retrieval.data import LAWBENCH_38, SHARED, Question, load_lawbench_38, split
from bench.retrieval.learn import learn
from bench.retrieval.metrics import Citation, percentile
from bench.retrieval.word_vectors import WordVectors

LAWREFBOOK = SHARED / "corpus" / "lawrefbook"
POOL = 300  # the default ranking's candidates the signals are added to
RERANK_POOL = 50

# name -> signal weights; each is the default plus one idea (weights tried in the cv rows)
IDEAS: dict[str, dict[str, float]] = {
    "default": {},
    "citation bags 0.2": {"citation": 0.2},
    "citation bags 0.4": {"citation": 0.4},
    "chapter bags 0.2": {"chapter": 0.2},
    "chapter bags 0.4": {"chapter": 0.4},
    "neighbour bags 0.3": {"neighbour": 0.3},
    "title field 0.1": {"title": 0.1},
    "title field 0.3": {"title": 0.3},
    "feedback 0.2": {"feedback": 0.2},
    "feedback 0.4": {"feedback": 0.4},
    "citation prior 0.1": {"prior": 0.1},
    "citation prior 0.2": {"prior": 0.2},
    "law first, 2 laws": {"laws": 2},
    "law first, 3 laws": {"laws": 3},
    "word vectors 0.4": {"vectors": 0.4},
    "word vectors 0.6": {"vectors": 0.6},
    "word vectors 0.8": {"vectors": 0.8},
    "word vectors 0.6 (500 dims)": {"vectors": 0.6, "dims": 500},
    "word vectors 0.6 (corpus only)": {"vectors": 0.6, "corpus_only": 1},
    "word vectors 0.4 (pool min-max)": {"vectors": 0.4, "minmax": 1},
    "word vectors 0.4 (pool min-max, 500 dims)": {"vectors": 0.4, "minmax": 1, "dims": 500},
    "vector expansion 0.2": {"vector_expansion": 0.2},
    "vector expansion 0.4": {"vector_expansion": 0.4},
}
VECTOR_DIMS = 300


@dataclass
class CitationContexts:
    bags: dict[ArticleKey, Counter[str]]  # article -> words of the paragraphs that cite it
    documents: dict[ArticleKey, set[str]]  # article -> documents citing it


def citation_contexts(paragraphs: Iterable[tuple[str, str]], names: LawNameIndex,
                      resolve: Callable[[str, int, int], ArticleKey | None],
                      tokenize: Callable[[str], list[str]]) -> CitationContexts:
    """(document, paragraph) pairs -> per cited article, the paragraph's words without the citations."""
    bags: dict[ArticleKey, Counter[str]] = defaultdict(Counter)
    documents: dict[ArticleKey, set[str]] = defaultdict(set)
    for document, paragraph in paragraphs:
        references = names.find_references(paragraph)
        keys = {key for key in (resolve(ref.law, ref.article, ref.sub) for ref in references) if key is not None}
        if not keys:
            continue
        rest, last = [], 0
        for ref in references:
            rest.append(paragraph[last : ref.span[0]])
            last = ref.span[1]
        rest.append(paragraph[last:])
        words = tokenize(" ".join(rest))
        for key in keys:
            bags[key].update(words)
            documents[key].add(document)
    return CitationContexts(dict(bags), dict(documents))


def lawrefbook_paragraphs(root: Path) -> Iterable[tuple[str, str]]:
    for path in sorted(root.rglob("*.md")):
        for line in path.read_text(encoding="utf-8", errors="ignore").splitlines():
            if "第" in line and len(line) >= 8:
                yield str(path.relative_to(root)), line


def cv_part(question_id: str, parts: int) -> int:
    """A third split, independent of half_of and inner_half (another salt)."""
    return hashlib.sha256(f"cv:{question_id}".encode()).digest()[0] % parts


class Signals:
    """The default ranking of one retriever plus the ideas' signals, as arrays over the units."""

    def __init__(self, retriever, contexts: CitationContexts | None):
        from backend.retrieval.tokenize import tokenize

        self.r = retriever
        self.tokenize = tokenize
        units = retriever.units
        self.n = len(units)
        self.statutes = retriever._searchable[SourceKind.statute]
        self.run_of = np.zeros(self.n, dtype=np.int64)  # runs of articles sharing law, chapter, section
        previous, run = None, -1
        for position, unit in enumerate(units):
            key = (unit.law, unit.chapter, unit.section)
            if key != previous:
                run, previous = run + 1, key
            self.run_of[position] = run
        self.runs = run + 1
        self.titles = SparseIndex.from_tokens(
            (tokenize(f"{short_name(u.law)} {u.chapter or ''} {u.section or ''}") for u in units), "titles")
        self.citation: tuple[np.ndarray, SparseIndex] | None = None
        self.prior = np.zeros(self.n, dtype=np.float32)
        if contexts is not None:
            self.citation = self._bag_index(
                {k: [t for t, c in bag.most_common(200) for _ in range(min(5, c))] for k, bag in contexts.bags.items()})
            for key, documents in contexts.documents.items():
                position = retriever._main_position.get(key)
                if position is not None:
                    self.prior[position] = np.log1p(len(documents))
            self.prior /= max(float(self.prior.max()), 1e-9)
        self.model: QueryModel | None = None
        self._statute_tokens: list[list[str]] | None = None
        # (model, dims, bridged) -> the fitted vectors and every unit's embedding
        self._vectors: dict[tuple[QueryModel | None, int, bool], tuple[WordVectors, np.ndarray]] = {}

    def _bag_index(self, bags: dict[ArticleKey, list[str]]) -> tuple[np.ndarray, SparseIndex] | None:
        keys, documents = [], []
        for key, words in bags.items():
            position = self.r._main_position.get(key)
            if position is not None and words:
                keys.append(position)
                documents.append(words)
        return (np.array(keys, dtype=np.int64), SparseIndex.from_tokens(documents, "bags")) if keys else None

    def use(self, model: QueryModel) -> None:
        self.r.set_query_model(model)
        self.model = model
        runs: dict[int, list[str]] = defaultdict(list)
        for key, bag in model.article_terms.items():
            position = self.r._main_position.get(key)
            if position is not None:
                runs[int(self.run_of[position])].extend(t for t, c in bag.items() for _ in range(max(1, round(2 * c))))
        ordered = sorted(runs)
        self.chapter = (np.array(ordered, dtype=np.int64),
                        SparseIndex.from_tokens([runs[k] for k in ordered], "chapters")) if ordered else None

    def word_vectors(self, dims: int, bridged: bool) -> tuple[WordVectors, np.ndarray]:
        """Vectors fitted for the current model (bridged) or the statutes alone, and every unit's embedding."""
        key = (self.model if bridged else None, dims, bridged)
        if key not in self._vectors:
            positions = np.flatnonzero(self.statutes)
            if self._statute_tokens is None:
                self._statute_tokens = [self.tokenize(self.r.units[p].indexed_text) for p in positions]
            token_of = dict(zip(positions.tolist(), self._statute_tokens, strict=True))
            bridges = []
            if bridged and self.model is not None:
                for article, bag in sorted(self.model.article_terms.items()):
                    position = self.r._main_position.get(article)
                    if position is not None and position in token_of:
                        bridges.append((bag, token_of[position]))
            vectors = WordVectors.fit(self._statute_tokens, bridges, dims=dims)
            matrix = np.zeros((self.n, vectors.dims), dtype=np.float32)
            matrix[positions] = vectors.embed_many(self._statute_tokens)
            self._vectors[key] = (vectors, matrix)
        return self._vectors[key]

    def vector_channel(self, question: str, dims: int, bridged: bool) -> np.ndarray:
        """Cosine between the question and every unit, negatives clipped."""
        vectors, matrix = self.word_vectors(dims, bridged)
        return np.maximum(matrix @ vectors.embed(self.tokenize(question)), 0.0)

    def vector_expansion(self, question: str, per_word: int = 3, floor: float = 0.3) -> np.ndarray:
        """BM25 of the statute words nearest the question's words, weighted by the cosine, scaled to [0, 1]."""
        vectors, _ = self.word_vectors(VECTOR_DIMS, bridged=True)
        words = list(vectors.vocab)
        indexed = np.array([self.r.index.knows(w) for w in words], dtype=bool)  # words BM25 can search
        own = set(self.tokenize(question))
        expansion: Counter[str] = Counter()
        for word in sorted(own):
            index = vectors.vocab.get(word)
            if index is None:
                continue
            similar = np.where(indexed, vectors.vectors @ vectors.vectors[index], -1.0)
            similar[index] = -1.0
            for best in np.argsort(-similar)[:per_word]:
                if similar[best] >= floor and words[best] not in own:
                    expansion[words[best]] = max(expansion[words[best]], float(similar[best]))
        out = self.r.index.weighted_scores(expansion) if expansion else np.zeros(self.n, dtype=np.float32)
        out[~self.statutes] = 0
        return out / out.max() if out.max() > 0 else out

    @staticmethod
    def _spread(index: tuple[np.ndarray, SparseIndex] | None, terms: Counter[str], size: int) -> np.ndarray:
        out = np.zeros(size, dtype=np.float32)
        if index is not None:
            scores = index[1].weighted_scores(terms)
            if scores.max() > 0:
                out[index[0]] = scores / scores.max()
        return out

    def channels(self, question: str) -> dict[str, np.ndarray]:
        """Every signal for every unit, each scaled to [0, 1]."""
        r = self.r
        terms = Counter(self.tokenize(question))
        default = np.zeros(self.n, dtype=np.float32)
        for position, score in r._rank_sparse(question, self.statutes, POOL, learned=True):
            default[position] = score
        learned, positions, _ = r._learned
        bag = self._spread((positions, learned) if learned is not None else None, terms, self.n)
        neighbour = np.zeros(self.n, dtype=np.float32)
        for distance in (1, 2):
            share = bag * 0.5 ** distance
            neighbour[distance:] = np.maximum(neighbour[distance:], share[:-distance])
            neighbour[:-distance] = np.maximum(neighbour[:-distance], share[distance:])
        titles = self.titles.weighted_scores(terms)
        plain = r.index.weighted_scores(terms)
        plain[~self.statutes] = 0
        return {
            "default": default,
            "bm25": plain / plain.max() if plain.max() > 0 else plain,
            "bag": bag,
            "citation": self._spread(self.citation, terms, self.n),
            "chapter": self._spread(self.chapter, terms, self.runs)[self.run_of],
            "neighbour": neighbour,
            "title": titles / titles.max() if titles.max() > 0 else titles,
            "prior": self.prior,
        }

    def feedback(self, scores: np.ndarray, documents: int = 5, words: int = 20) -> np.ndarray:
        counts: Counter[str] = Counter()
        for position, _ in top_k(scores, documents):
            counts.update(set(self.tokenize(self.r.units[position].text)))
        index = self.r.index
        weights = {t: c * np.log(index.num_docs / (1 + index.document_frequency(t)))
                   for t, c in counts.items() if index.document_frequency(t)}
        best = sorted(weights.items(), key=lambda kv: -kv[1])[:words]
        if not best:
            return np.zeros(self.n, dtype=np.float32)
        out = index.weighted_scores({t: w / best[0][1] for t, w in best})
        out[~self.statutes] = 0
        return out / out.max() if out.max() > 0 else out

    def rank(self, question: str, weights: dict[str, float], k: int = 10) -> list[int]:
        channels = self.channels(question)
        scores = channels["default"].copy()
        for name in ("citation", "chapter", "neighbour", "title", "prior"):
            weight = weights.get(name, 0.0)
            if weight:
                # an extra channel may bring in an article outside the pool only when it matched words
                reach = scores > 0
                if name == "citation":
                    reach |= channels[name] > 0
                scores = scores + weight * channels[name] * reach
        if weights.get("feedback"):
            scores = scores + weights["feedback"] * self.feedback(scores) * (scores > 0)
        if weights.get("vectors"):
            # the default's scale varies by query: top 1, so that the weight means the same for every query
            top = float(scores.max())
            dims = int(weights.get("dims", VECTOR_DIMS))
            vectors = self.vector_channel(question, dims, bridged=not weights.get("corpus_only"))
            if weights.get("minmax") and (scores > 0).any():
                # the cosines of one query's candidates lie close together: spread them over [0, 1]
                low, high = float(vectors[scores > 0].min()), float(vectors[scores > 0].max())
                vectors = (vectors - low) / (high - low) if high > low else np.zeros_like(vectors)
            scores = (scores / top if top > 0 else scores) + weights["vectors"] * vectors * (scores > 0)
        if weights.get("vector_expansion"):
            scores = scores + weights["vector_expansion"] * self.vector_expansion(question) * (scores > 0)
        if weights.get("laws"):
            best = np.zeros(len(self.r._law_ids), dtype=np.float32)
            np.maximum.at(best, self.r._law_of, scores)
            scores = scores * np.isin(self.r._law_of, np.argsort(-best)[: int(weights["laws"])])
        scores[~self.statutes] = 0
        return [p for p, _ in top_k(scores, k)]

    def features(self, question: str) -> tuple[list[int], np.ndarray]:
        """The default top 50 and, per candidate, the signals a reranker may weigh."""
        r = self.r
        channels = self.channels(question)
        pool = [p for p, _ in top_k(channels["default"], RERANK_POOL)]
        law_best = np.zeros(len(r._law_ids), dtype=np.float32)
        np.maximum.at(law_best, r._law_of, channels["bm25"])
        mentioned = np.zeros(len(r._law_ids), dtype=np.float32)
        mentioned[[r._law_ids[n] for n in r.names.find_laws(question) if n in r._law_ids]] = 1.0
        rows = []
        for rank, p in enumerate(pool):
            law = int(r._law_of[p])
            rows.append([channels["default"][p], np.log1p(rank), channels["bm25"][p], law_best[law],
                         r._law_prior[law], mentioned[law], channels["bag"][p], float(channels["bag"][p] > 0),
                         channels["citation"][p], channels["chapter"][p], channels["neighbour"][p],
                         channels["title"][p], channels["prior"][p], np.log1p(len(r.units[p].text))])
        return pool, np.array(rows, dtype=np.float32).reshape(len(pool), 14)


@dataclass
class Result:
    recall: dict[int, float]
    p50_ms: float
    p95_ms: float
    unseen_recall10: float  # on the questions whose gold article no learning question cited
    unseen: int


def gold_keys(question: Question) -> set[Citation]:
    return {(short_name(law), article) for law, article in question.gold}


@dataclass
class Measured:
    sums: dict[int, float]  # recall summed over the questions, per k
    latencies: list[float]
    unseen_sum10: float
    unseen: int


def measure(signals: Signals, questions: Sequence[Question], ranker: Callable[[str], list[int]],
            learned_from: Sequence[Question] = ()) -> Measured:
    cited = {key for q in learned_from for key in gold_keys(q)}
    sums = dict.fromkeys((1, 5, 10), 0.0)
    latencies = []
    unseen_sum, unseen = 0.0, 0
    for q in questions:
        started = time.perf_counter()
        ranked = [(short_name(signals.r.units[p].law), signals.r.units[p].number) for p in ranker(q.question)]
        latencies.append((time.perf_counter() - started) * 1000)
        gold = gold_keys(q)
        for k in sums:
            sums[k] += len(gold & set(ranked[:k])) / len(gold)
        if not gold & cited:
            unseen += 1
            unseen_sum += len(gold & set(ranked[:10])) / len(gold)
    return Measured(sums, latencies, unseen_sum, unseen)


def combine(parts: list[Measured], n: int) -> Result:
    recall = {k: sum(p.sums[k] for p in parts) / n for k in (1, 5, 10)}
    latencies = [x for p in parts for x in p.latencies]
    unseen = sum(p.unseen for p in parts)
    return Result(recall, float(np.median(latencies)), percentile(latencies, 0.95),
                  sum(p.unseen_sum10 for p in parts) / max(unseen, 1), unseen)


def folds(learn_from: list[Question], parts: int) -> list[tuple[list[Question], list[Question]]]:
    return [([q for q in learn_from if cv_part(q.id, parts) != i], [q for q in learn_from if cv_part(q.id, parts) == i])
            for i in range(parts)]


def seen_split(questions: Sequence[Question], learned_from: Sequence[Question]) -> tuple[list[Question], list[Question]]:
    """Questions citing an article some learning question cited, and the others (only the text can find those)."""
    cited = {key for q in learned_from for key in gold_keys(q)}
    seen = [q for q in questions if gold_keys(q) & cited]
    return seen, [q for q in questions if not gold_keys(q) & cited]


def reranker_ranker(signals: Signals, learn_from: list[Question], article_text, parts: int = 4):
    """Logistic regression on cross-fitted features: no question is featurised by a model that saw it."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    rows, labels = [], []
    for rest, held in folds(learn_from, parts):
        signals.use(learn(rest, article_text, with_cail=False))
        for q in held:
            pool, features = signals.features(q.question)
            gold = gold_keys(q)
            rows.append(features)
            labels.append([(short_name(signals.r.units[p].law), signals.r.units[p].number) in gold for p in pool])
    model = make_pipeline(StandardScaler(), LogisticRegression(C=0.1, max_iter=2000))
    model.fit(np.concatenate(rows), np.concatenate(labels))
    signals.use(learn(learn_from, article_text, with_cail=False))

    def rank(question: str) -> list[int]:
        pool, features = signals.features(question)
        order = np.argsort(-model.decision_function(features), kind="stable") if pool else []
        return [pool[i] for i in order][:10]

    return rank


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval.ideas", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--parts", type=int, default=5, help="cv folds inside each half")
    parser.add_argument("--ideas", default="", help="idea names separated by ';' (names hold commas; default: all, and the reranker)")
    parser.add_argument("--no-reranker", action="store_true")
    args = parser.parse_args(argv)
    if not LAWBENCH_38.is_file():
        print(f"error: {LAWBENCH_38} not found (LawBench dev data lives in ../shared)", file=sys.stderr)
        return 2
    from bench.retrieval.__main__ import open_retriever

    _, retriever = open_retriever()
    contexts = None
    if LAWREFBOOK.is_dir():
        started = time.perf_counter()

        def resolve(law: str, article: int, sub: int) -> ArticleKey | None:
            look = retriever.lookup(law, article, sub)
            return (short_name(look.law), article, sub) if look.status.value == "verified" else None

        from backend.retrieval.tokenize import tokenize

        contexts = citation_contexts(lawrefbook_paragraphs(LAWREFBOOK), retriever.names, resolve, tokenize)
        print(f"LawRefBook: {len(contexts.bags)} cited articles in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    else:
        print(f"{LAWREFBOOK} absent: citation bags and prior are empty", file=sys.stderr)
    signals = Signals(retriever, contexts)
    chosen = [s.strip() for s in args.ideas.split(";") if s.strip()] or list(IDEAS)
    unknown = [name for name in chosen if name not in IDEAS]
    if unknown:
        print(f"error: unknown ideas {unknown}; known: {list(IDEAS)}", file=sys.stderr)
        return 2
    train, test = split(load_lawbench_38())
    table: dict[str, dict[str, Result]] = defaultdict(dict)
    for half, learn_from, other in (("train", train, test), ("test", test, train)):
        cv = folds(learn_from, args.parts)
        models = [learn(rest, retriever.article_text, with_cail=False) for rest, _ in cv]
        full = learn(learn_from, retriever.article_text, with_cail=False)
        for name in chosen:
            weights = IDEAS[name]
            parts = []
            for model, (rest, held) in zip(models, cv, strict=True):
                signals.use(model)
                parts.append(measure(signals, held, lambda q: signals.rank(q, weights), rest))
            table[name][f"cv in {half}"] = combine(parts, len(learn_from))
            signals.use(full)
            table[name][f"learn {half}, score {'test' if half == 'train' else 'train'}"] = combine(
                [measure(signals, other, lambda q: signals.rank(q, weights), learn_from)], len(other))
            print(name, {c: {**{k: round(v, 3) for k, v in res.recall.items()}, "unseen@10": round(res.unseen_recall10, 3)}
                         for c, res in table[name].items()}, file=sys.stderr, flush=True)
        signals.use(full)
        in_pool = sum(bool(gold_keys(q) & {(short_name(signals.r.units[p].law), signals.r.units[p].number)
                                           for p in signals.features(q.question)[0]}) for q in other)
        print(f"default, learn {half}: a gold article in the top {RERANK_POOL} for {in_pool / len(other):.3f} of "
              f"the {len(other)} held-out questions", file=sys.stderr)
        for label, group in zip(("seen", "unseen"), seen_split(other, learn_from), strict=True):
            sums = measure(signals, group, lambda q: signals.rank(q, {})).sums
            print(f"default, learn {half}: {len(group)} held-out questions whose gold article is {label} in the "
                  f"learning half: R@1 {sums[1] / len(group):.3f}, R@10 {sums[10] / len(group):.3f}", file=sys.stderr)
        if not args.no_reranker:
            name = "learned reranker (logistic regression, top 50)"
            parts = []
            for rest, held in cv:
                rank = reranker_ranker(signals, rest, retriever.article_text)
                parts.append(measure(signals, held, rank, rest))
            table[name][f"cv in {half}"] = combine(parts, len(learn_from))
            rank = reranker_ranker(signals, learn_from, retriever.article_text)
            table[name][f"learn {half}, score {'test' if half == 'train' else 'train'}"] = combine(
                [measure(signals, other, rank, learn_from)], len(other))
    columns = list(next(iter(table.values())))
    print("| idea | " + " | ".join(f"{c} R@1 / R@5 / R@10" for c in columns)
          + " | unseen R@10 (same columns) | p50 / p95 ms (held-out) |")
    print("|---|" + "---|" * (len(columns) + 2))
    for name, cells in table.items():
        held = [cells[c] for c in columns if c.startswith("learn")]
        print(f"| {name} | " + " | ".join(
            f"{cells[c].recall[1]:.3f} / {cells[c].recall[5]:.3f} / {cells[c].recall[10]:.3f}" for c in columns)
            + " | " + " / ".join(f"{cells[c].unseen_recall10:.3f}" for c in columns)
            + f" | {max(h.p50_ms for h in held):.1f} / {max(h.p95_ms for h in held):.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
