"""The ask pipeline stops the model once its text is a loop: a loop is never shown, so what follows is paid for in
time and thrown away. A model that answers is read to its end."""

import itertools

from backend.pipelines.ask import NO_CONCLUSION, AskPipeline


class ScriptedModel:
    """A model whose stream repeats its pieces (forever, when `repeat`), recording how many were read and whether the
    reader closed it."""

    model_id = "scripted"
    adapter_id = None

    def __init__(self, pieces: list[str], repeat: bool):
        self.pieces = pieces
        self.repeat = repeat
        self.read = 0
        self.closed = False

    def stream(self, messages, max_new_tokens, temperature=0.0):
        try:
            for piece in itertools.cycle(self.pieces) if self.repeat else self.pieces:
                self.read += 1
                yield piece
        except GeneratorExit:
            self.closed = True
            raise


def test_a_looping_model_is_stopped_and_its_loop_not_shown(retriever, engine):
    model = ScriptedModel(["明白说明：", "\n\n"], repeat=True)
    answer = AskPipeline(retriever, model, engine, k=3, max_new_tokens=192).run("房东不退押金怎么办？")
    assert model.closed and model.read < 60  # stopped once the text was a loop, long before it would end
    assert answer.conclusion.endswith(NO_CONCLUSION) and not answer.timed_out
    assert answer.answer_text.startswith("明白说明：\n\n明白说明：")  # what was read is kept as the raw text


def test_a_model_that_answers_is_read_to_its_end(retriever, engine):
    answer_pieces = ["大前提：《中华人民共和国民法典》第七百零三条规定了租赁合同。", "\n小前提：房东不退押金。",
                     "\n结论：可以要求房东返还押金。"]
    model = ScriptedModel(answer_pieces, repeat=False)
    answer = AskPipeline(retriever, model, engine, k=3, max_new_tokens=192).run("房东不退押金怎么办？")
    assert model.read == len(answer_pieces) and not model.closed
    assert answer.format_ok and answer.conclusion.endswith("可以要求房东返还押金。")
    assert answer.minor_premise == "房东不退押金。"
