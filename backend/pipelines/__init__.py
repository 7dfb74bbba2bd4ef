"""One pipeline per capability: ask (syllogism), sentencing, compensation."""
