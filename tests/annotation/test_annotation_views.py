"""What raters read of an output: a calculation's training form made readable."""

from annotation.service import readable_answer


def test_a_calculation_in_training_form_reads_as_plain_reasoning():
    stored = "<think>\n【补偿类型】经济补偿\n【计算过程】\n1. 月工资 9000元\n</think>\n\\boxed{54000.00}\n说明：按月工资计算"
    assert readable_answer(stored) == "【补偿类型】经济补偿\n【计算过程】\n1. 月工资 9000元\nAnswer · 答案：54000.00\n说明：按月工资计算"
    # one level of braces inside \boxed{}, as the reward's reader allows
    assert readable_answer("<think>步骤</think>\\boxed{\\text{12万}}") == "步骤\nAnswer · 答案：\\text{12万}"
    assert readable_answer("大前提：……\n结论：……") == "大前提：……\n结论：……"
